import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useCompanyTerms } from '../lib/terms';
import type { CustomerSelectQuery } from './__generated__/CustomerSelectQuery.graphql';

/** How many matches the list offers at once; typing narrows them. */
const MATCHES = 20;
const SEARCH_DEBOUNCE_MS = 300;

const query = graphql`
  query CustomerSelectQuery($first: Int!, $search: String) {
    viewer {
      company {
        customers(first: $first, search: $search, orderBy: { field: NAME, direction: ASC }) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

type Option = { value: string; label: string };

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'label'> & {
  value: string | null;
  onChange: (customerId: string | null) => void;
  /** The company's word for a customer when left out. */
  label?: string;
  /** The name of the customer `value` names when it comes chosen, shown before any list is asked for. */
  valueLabel?: string;
};

/**
 * One of the company's customers, picked by name: the server finds the first matches of what is
 * typed (accents and case ignored), so a practice with thousands of customers finds any of them.
 */
export function CustomerSelect({ value, onChange, label, valueLabel, ...props }: Props) {
  const environment = useRelayEnvironment();
  const terms = useCompanyTerms();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<Option[]>([]);
  const [selected, setSelected] = useState<Option | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Nothing is asked of the server until the list is first opened: most visits never open it.
  const [wanted, setWanted] = useState(false);

  // Cleared from outside (a 'Limpar filtros'): the typed name goes too.
  useEffect(() => {
    if (value === null) {
      setSelected(null);
      setSearch('');
    }
  }, [value]);

  useEffect(() => {
    if (!wanted) return;
    // The chosen name shows in the box: it lists every customer again, not only that one.
    const text = debounced === '' || debounced === selected?.label ? null : debounced;
    const subscription = fetchQuery<CustomerSelectQuery>(environment, query, { first: MATCHES, search: text }, { fetchPolicy: 'store-or-network' }).subscribe({
      start: () => {
        setLoading(true);
        setFailed(false);
        // The last answer was for other text: 'Buscando...' until this one arrives.
        setOptions([]);
      },
      next: (data) => setOptions((data.viewer?.company.customers.edges ?? []).map((edge) => ({ value: edge.node.id, label: edge.node.name }))),
      complete: () => setLoading(false),
      error: () => {
        setLoading(false);
        setFailed(true);
      },
    });
    return () => subscription.unsubscribe();
  }, [wanted, debounced, environment, selected?.label]);

  const chosen = selected && value === selected.value ? selected : value !== null && valueLabel ? { value, label: valueLabel } : null;
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  const nothing = failed ? 'Não foi possível buscar agora. Tente de novo.' : loading ? 'Buscando...' : 'Nenhum resultado encontrado';
  return (
    <Select
      label={label ?? terms.customer}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (text.trim() !== '') setWanted(true);
      }}
      onDropdownOpen={() => setWanted(true)}
      filter={({ options: all }) => all}
      onChange={(id, option) => {
        setSelected(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      nothingFoundMessage={nothing}
      rightSection={loading ? <Loader size={14} /> : undefined}
      {...props}
    />
  );
}
