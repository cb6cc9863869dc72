import { graphql, useFragment } from 'react-relay';
import { dayText } from '../../lib/dateText';
import { initials } from '../../lib/initials';
import { Avatar } from '../../ui/Avatar';
import type { DataTableColumn } from '../../ui/DataTable';
import { FIELD_KEY_PREFIX } from './order';

export { customerOrderOf, type CustomerOrderInput } from './order';
import type { CustomerRow_customer$data, CustomerRow_customer$key } from './__generated__/CustomerRow_customer.graphql';
import { displayAnswer, type FormField } from './answers';
import classes from './CustomerRow.module.css';

const fragment = graphql`
  fragment CustomerRow_customer on Customer @relay(plural: true) {
    id
    databaseId
    name
    imageUrl
    createdAt
    answers {
      field {
        id
      }
      values
    }
  }
`;

export type CustomerRowData = CustomerRow_customer$data[number];

/** The rows of one page of the customers table. */
export function useCustomerRows(customers: CustomerRow_customer$key): CustomerRow_customer$data {
  return useFragment(fragment, customers);
}

/** Spec section 2: the first three questions of the form are columns from the start; the others are offered. */
export const VISIBLE_FIELD_COLUMNS = 3;


/** Masked answers read wrong when split across lines, such as a CPF or a phone number. */
const UNBROKEN_ANSWER_TYPES = new Set<string>(['CPF', 'RG', 'PHONE', 'DATE', 'TIME']);

export type ColumnField = Pick<FormField, 'id' | 'question' | 'answerType' | 'options'>;

/**
 * Name and registration date, then one column per question of the form, in the form's order. The
 * cells are plain elements styled as Mantine's Group, Avatar and Text: a page draws 40 rows of them,
 * and the components' theme work per cell was most of the list's render time.
 */
export function customerColumns(fields: ReadonlyArray<ColumnField>): DataTableColumn<CustomerRowData>[] {
  return [
    {
      key: 'name',
      title: 'Nome',
      sortable: true,
      render: (row) => (
        <div className={classes.name}>
          <Avatar src={row.imageUrl} alt="" size={32} radius="xl" variant="light">
            {initials(row.name, row.name)}
          </Avatar>
          <p className={classes.nameText}>{row.name}</p>
        </div>
      ),
    },
    {
      key: 'created_at',
      title: 'Cadastrado em',
      sortable: true,
      // A date split over two lines reads wrong; the column is as wide as the date and its title.
      render: (row) => <span className={classes.date}>{dayText(row.createdAt)}</span>,
    },
    ...fields.map<DataTableColumn<CustomerRowData>>((field, index) => ({
      key: `${FIELD_KEY_PREFIX}${field.id}`,
      title: field.question,
      sortable: true,
      hiddenByDefault: index >= VISIBLE_FIELD_COLUMNS,
      render: (row) => {
        const values = row.answers.find((answer) => answer.field.id === field.id)?.values ?? [];
        return values.length > 0 ? (
          <p className={classes.answer} data-unbroken={UNBROKEN_ANSWER_TYPES.has(field.answerType) || undefined}>
            {displayAnswer(field, values)}
          </p>
        ) : (
          <p className={classes.unanswered} aria-label="Não informado">
            —
          </p>
        );
      },
    })),
  ];
}
