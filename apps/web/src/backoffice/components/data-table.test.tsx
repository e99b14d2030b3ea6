import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Id', accessorKey: 'id', enableSorting: true, csv: (r) => r.id },
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: false, csv: (r) => r.name },
];

describe('DataTable', () => {
  it('shows the page, pages through the server and toggles the sort', async () => {
    const onPage = vi.fn();
    const onSorting = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={[
          { id: 1, name: 'Amina' },
          { id: 2, name: 'Baraka' },
        ]}
        total={5}
        page={1}
        perPage={2}
        onPage={onPage}
        sorting={[{ id: 'id', desc: true }]}
        onSorting={onSorting}
      />,
    );
    expect(screen.getByText('Page 1 of 3 · 5 rows')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: /Id/ }));
    expect(onSorting).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('says so when nothing matches', () => {
    render(
      <DataTable
        columns={columns}
        rows={[]}
        total={0}
        page={1}
        perPage={25}
        onPage={() => undefined}
        sorting={[]}
        onSorting={() => undefined}
        empty="No staff action matches these filters."
      />,
    );
    expect(screen.getByText('No staff action matches these filters.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 · 0 rows')).toBeTruthy();
  });
});
