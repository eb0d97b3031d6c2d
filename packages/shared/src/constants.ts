// Business limits and delays (product.md, Limits), shared by the API and the web app.

export const limits = {
  nameMin: 3,
  nameMax: 150,
  searchTitleMin: 3,
  searchTitleMax: 255,
  slugMin: 3,
  slugMax: 150,
  listPageSize: 20,
  listPageSizeMax: 100,
  searchDebounceMs: 1000,
  toastMs: 3000,
  resultsToastMs: 7000,
  logoutDelayMs: 2000,
  userRefreshMs: 5 * 60 * 1000,
  welcomeDelayMs: 1000,
  notificationPromptDelayMs: 5000,
  notificationPromptRetryMs: 60_000,
  installPromptDelayMs: 60_000,
  installPromptRetryMs: 5000,
  cookieDays: 10,
  cachedHomeViews: 5,
  invitationHours: 24,
  codeDigits: 6,
  codeMinutes: 10,
  codeMaxTries: 5,
  /** Wrong codes one email may try in 24 hours, across all its codes: past it even the right code waits. */
  codeMaxFailedTriesPerDay: 20,
  /** 'Reenviar código' waits this long after a code is sent (five sends in 15 minutes is the per-email limit). */
  codeResendMs: 60_000,
} as const;

export const cookies = {
  permissionNotification: 'permission-notification',
  permissionInstall: 'permission-install',
  guideSearch: 'guide-search',
} as const;
