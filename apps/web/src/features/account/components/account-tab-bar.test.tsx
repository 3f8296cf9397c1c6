import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountTabBar } from './account-tab-bar';

describe('AccountTabBar', () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
    scrolled.length = 0;
  });

  it('brings the selected tab into view, on a bar narrower than its tabs', () => {
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { rerender } = render(
      <AccountTabBar selected="transaction-history" onSelect={() => {}} />,
    );
    const tabs = screen.getAllByRole('tab');
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected).toBeDefined();
    expect(scrolled).toEqual([selected]);

    rerender(<AccountTabBar selected="balance" onSelect={() => {}} />);
    expect(scrolled.at(-1)).toBe(tabs.find((tab) => tab.id === 'account-tab-balance'));
  });
});
