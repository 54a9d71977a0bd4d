import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import { tabIndexForKey } from '@/lib/ui/tabs';

describe('tabIndexForKey', () => {
  it('moves right and left to the neighbouring tab, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('leaves every other key, an empty list and a key from outside the tabs to the browser', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Tab', 'a']) expect(tabIndexForKey(key, 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabIndexForKey('ArrowRight', -1, 3)).toBeNull();
  });
});

describe('Tabs', () => {
  const items = [
    { value: 'erp', tab: 'ERP', panel: <p>Finance and stock</p> },
    { value: 'crm', tab: 'CRM', panel: <p>Leads and deals</p> },
    { value: 'hrm', tab: 'HRM', panel: <p>People and payroll</p> },
  ] as const;

  function Harness() {
    const [value, setValue] = useState<'erp' | 'crm' | 'hrm'>('erp');
    return <Tabs label="Suite modules" items={items} value={value} onChange={setValue} />;
  }

  it('wires each tab to its panel and shows only the selected one', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Suite modules' })).toBeInTheDocument();
    const erp = screen.getByRole('tab', { name: 'ERP' });
    expect(erp).toHaveAttribute('aria-selected', 'true');
    expect(erp).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'CRM' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Finance and stock');
    expect(panel).toHaveAttribute('aria-labelledby', erp.id);
    expect(erp).toHaveAttribute('aria-controls', panel.id);
    // The other panels stay in the document for crawlers, hidden.
    expect(screen.getByText('Leads and deals').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('reports a change only: clicking or focusing the open tab calls nothing', () => {
    const onChange = jest.fn();
    render(<Tabs label="Suite modules" items={items} value="erp" onChange={onChange} />);
    const erp = screen.getByRole('tab', { name: 'ERP' });
    fireEvent.focus(erp);
    fireEvent.click(erp);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'CRM' }));
    expect(onChange).toHaveBeenCalledWith('crm');
  });

  it('selects on click and moves focus and selection with the arrow, Home and End keys', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'CRM' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Leads and deals');
    const crm = screen.getByRole('tab', { name: 'CRM' });
    crm.focus();
    fireEvent.keyDown(crm, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'HRM' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'HRM' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'ERP' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('People and payroll');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'ERP' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'ERP' })).toHaveAttribute('aria-selected', 'true');
  });
});
