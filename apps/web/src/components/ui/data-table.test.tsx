import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn, type TableSort } from './data-table';

interface Fee {
  receipt: string;
  student: string;
  amount: number;
}

const ROWS: Fee[] = [
  { receipt: 'R-2', student: 'Ravi Kumar', amount: 1500 },
  { receipt: 'R-1', student: 'Asha Verma', amount: 12000 },
  { receipt: 'R-3', student: 'Meena Devi', amount: 800 },
];

const COLUMNS: DataColumn<Fee>[] = [
  { id: 'receipt', header: 'Receipt No', rowHeader: true, cell: (row) => row.receipt },
  {
    id: 'student',
    header: 'Student',
    cell: (row) => row.student,
    sortValue: (row) => row.student,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => `₹${row.amount}`,
    sortValue: (row) => row.amount,
    phone: false,
  },
  { id: 'actions', header: 'Actions', actions: true, cell: () => <a href="#r">View</a> },
];

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('renders a captioned table whose cells carry their column label for the phone cards', () => {
    render(
      <DataTable caption="Fees paid" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.receipt} />,
    );
    const table = screen.getByRole('table', { name: 'Fees paid' });
    expect(table).toHaveClass('table-cards');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Receipt No', 'Student', 'Amount', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'R-2' })).toHaveAttribute(
      'data-label',
      'Receipt No',
    );
    const amount = within(table).getByRole('cell', { name: '₹1500' });
    expect(amount).toHaveAttribute('data-label', 'Amount');
    expect(amount).toHaveAttribute('data-card-hidden');
    expect(within(table).getAllByRole('link', { name: 'View' })[0]!.closest('td')).toHaveAttribute(
      'data-card-actions',
    );
  });

  it('sorts in the browser by a column, ascending then descending, and says so', async () => {
    const user = userEvent.setup();
    render(
      <DataTable caption="Fees paid" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.receipt} />,
    );
    expect(firstCells()).toEqual(['Ravi Kumar', 'Asha Verma', 'Meena Devi']);
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amount).not.toHaveAttribute('aria-sort');
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Meena Devi', 'Ravi Kumar', 'Asha Verma']);
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meena Devi']);
    // Receipt No has no sort value: a plain heading, not a button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Receipt No' })).queryByRole('button'),
    ).toBeNull();
  });

  it('leaves sorting to the caller when it sorts (e.g. on the server)', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    function ServerSorted() {
      const [sort, setSort] = useState<TableSort>({ column: 'receipt', order: 'desc' });
      return (
        <DataTable
          caption="Fees paid"
          columns={COLUMNS.map((column) =>
            column.id === 'receipt' ? { ...column, sortable: true } : column,
          )}
          rows={ROWS}
          rowKey={(r) => r.receipt}
          sort={sort}
          onSort={(column) => {
            asked.push(column);
            setSort({ column, order: sort.order === 'asc' ? 'desc' : 'asc' });
          }}
        />
      );
    }
    render(<ServerSorted />);
    const receipt = screen.getByRole('columnheader', { name: 'Receipt No' });
    expect(receipt).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(receipt).getByRole('button'));
    expect(asked).toEqual(['receipt']);
    expect(receipt).toHaveAttribute('aria-sort', 'ascending');
    // The rows stay in the order they came in: the caller sorted them.
    expect(firstCells()).toEqual(['Ravi Kumar', 'Asha Verma', 'Meena Devi']);
    // Student has a browser sort value but is not sortable by the caller.
    expect(
      within(screen.getByRole('columnheader', { name: 'Student' })).queryByRole('button'),
    ).toBeNull();
  });

  it('shows what it is given for no rows instead of an empty table', () => {
    render(
      <DataTable
        caption="Fees paid"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.receipt}
        empty={<p>No fees yet.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No fees yet.')).toBeVisible();
  });

  it('is always cards on a phone, and gives a cell the classes of its row', () => {
    render(
      <DataTable
        caption="Fees paid"
        columns={[
          ...COLUMNS.slice(0, 2),
          {
            id: 'amount',
            header: 'Amount',
            cell: (row) => `₹${row.amount}`,
            className: (row) => (row.amount > 1000 ? 'font-bold' : undefined),
          },
        ]}
        rows={ROWS}
        rowKey={(r) => r.receipt}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fees paid' });
    expect(table).toHaveClass('table-cards');
    expect(within(table).getByRole('cell', { name: '₹12000' })).toHaveClass('font-bold');
    expect(within(table).getByRole('cell', { name: '₹800' })).not.toHaveClass('font-bold');
  });
});
