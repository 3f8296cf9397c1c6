import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('safer gambling page', () => {
  it('lists every self-exclusion period, shortest first and permanent last', async () => {
    await renderApp('/en/safer-gambling');

    const periods = await screen.findByRole('list', { name: 'Available periods' });
    expect(
      within(periods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 day',
      '3 days',
      '7 days',
      '1 month',
      '3 months',
      '6 months',
      '12 months',
      '24 months',
      '36 months',
      '60 months',
      'Permanent',
    ]);
  });

  it('states the reality-check numbers of the spec', async () => {
    await renderApp('/en/safer-gambling');

    const realityCheck = await screen.findByRole('region', { name: 'Reality check' });
    expect(realityCheck).toHaveTextContent(
      'A regular summary of your last 60 minutes of play, with the option of a betting break of 5 minutes.',
    );
  });

  it('has the sections the footer links to', async () => {
    await renderApp('/en/safer-gambling');

    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toHaveAttribute(
      'id',
      'limits',
    );
    expect(screen.getByRole('region', { name: 'Reality check' })).toHaveAttribute(
      'id',
      'reality-check',
    );
    expect(screen.getByRole('region', { name: 'Self-exclusion' })).toHaveAttribute(
      'id',
      'self-exclusion',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Need to talk?' })).toBeVisible();
  });

  it("links the account's limits tab and its self-exclusion flow", async () => {
    await renderApp('/en/safer-gambling');

    expect(
      await screen.findByRole('link', { name: 'Set your limits in your account' }),
    ).toHaveAttribute('href', '/en/account?tab=limits');
    expect(
      screen.getByRole('link', { name: 'Take a time-out or self-exclude in your account' }),
    ).toHaveAttribute('href', '/en/account?tab=limits&selfExclusion=');
  });
});
