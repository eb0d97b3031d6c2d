// The home's query box (product.md, Searches: Query box): 'Buscar' creates the search on the whole platform and opens
// its deck; 'Editar en el asistente' opens the builder with what the box read.
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryBox } from '@/components/query-box/query-box';
import { useQuerySearch } from '@/components/query-box/use-query-search';
import classes from '../home.module.css';

export function HomeQueryBox() {
  const navigate = useNavigate();
  const { search, pending } = useQuerySearch();
  return (
    <Paper
      radius="md"
      p="md"
      shadow="md"
      className={classes.queryBox}
      component="section"
      aria-label="Buscar con una frase"
    >
      <QueryBox
        onSearch={search}
        searching={pending}
        onEdit={(result) => navigate('/search', { state: { queryBox: result } })}
      />
    </Paper>
  );
}
