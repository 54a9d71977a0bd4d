import { nodeText, tableColumns } from '@/lib/mdx/node-text';

describe('table names from their columns', () => {
  it('reads the first head row, whatever the cells hold', () => {
    const table = [
      <thead key="h">
        {'\n'}
        <tr>
          <th>Model</th>
          <th>
            <strong>Cost</strong> per month
          </th>
        </tr>
        <tr>
          <th>ignored</th>
        </tr>
      </thead>,
      <tbody key="b">
        <tr>
          <td>A</td>
        </tr>
      </tbody>,
    ];
    expect(tableColumns(table)).toEqual(['Model', 'Cost per month']);
  });

  it('gives nothing for a table without a head', () => {
    expect(tableColumns(<tbody><tr><td>x</td></tr></tbody>)).toEqual([]);
  });

  it('collapses space and reads numbers', () => {
    expect(nodeText(<p>{'  a\n'} <em>{2}</em> b </p>)).toBe('a 2 b');
  });
});
