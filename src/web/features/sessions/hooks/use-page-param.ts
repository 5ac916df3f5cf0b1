import { useSearchParams } from 'react-router';

/** A list's page number kept in the address (?upcoming=2), so reloading or going back keeps it. */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name) ?? '1');
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(name);
        else updated.set(name, String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}
