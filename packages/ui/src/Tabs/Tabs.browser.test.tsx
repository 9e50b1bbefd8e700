import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Controlled() {
  const [tab, setTab] = useState<Key>('b');
  return (
    <>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label="Mục">
          <Tab id="a">A</Tab>
          <Tab id="b">B</Tab>
        </TabList>
        <TabPanel id="a">Nội dung A</TabPanel>
        <TabPanel id="b">Nội dung B</TabPanel>
      </Tabs>
      <button type="button" onClick={() => setTab('a')}>
        Về A
      </button>
    </>
  );
}

describe('Tabs', () => {
  it('follows a controlled selectedKey and links each panel to its tab', async () => {
    const screen = await render(<Controlled />);
    const panel = screen.getByRole('tabpanel');
    await expect.element(panel).toHaveTextContent('Nội dung B');
    await expect.element(panel).toHaveAccessibleName('B');
    await screen.getByRole('button', { name: 'Về A' }).click();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Nội dung A');
    await expect.element(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a force-mounted panel in the DOM but hidden and inert', async () => {
    const screen = await render(
      <Tabs>
        <TabList aria-label="Mục">
          <Tab id="a">A</Tab>
          <Tab id="b">B</Tab>
        </TabList>
        <TabPanel id="a">Nội dung A</TabPanel>
        <TabPanel id="b" shouldForceMount>
          <input aria-label="Ô B" />
        </TabPanel>
      </Tabs>,
    );
    await expect.element(screen.getByText('Nội dung A')).toBeVisible();
    const hidden = document.querySelector('input[aria-label="Ô B"]');
    expect(hidden).not.toBeNull();
    expect(hidden!.closest('[inert]')).not.toBeNull();
    await expect.element(screen.getByLabelText('Ô B')).not.toBeVisible();
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect.element(screen.getByLabelText('Ô B')).toBeVisible();
  });
});
