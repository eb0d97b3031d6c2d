#!/usr/bin/env node
// `npm run seed [-- --publications N]`: load the demo data set into the configured database, building the API
// first when its bundle is missing or older than its sources (an old bundle would not know newer options).
import { runApiEntry } from './api-entry.mjs';

runApiEntry('seed', process.argv.slice(2));
