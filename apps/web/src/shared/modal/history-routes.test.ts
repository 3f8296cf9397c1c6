import { describe, expect, it } from 'vitest';
import {
  HISTORY_ROUTE_SLUGS,
  type HistoryRouteId,
  historyRouteForSlug,
  historyRouteOfModal,
  historyRoutePath,
  historyRouteSlugs,
  modalOfHistoryRouteId,
} from './history-routes';

describe('history routes (spec 001 §2)', () => {
  it('uses the translated slugs of the spec', () => {
    expect(historyRoutePath('account', 'sr')).toBe('/sr/moj-nalog');
    expect(historyRoutePath('rewards', 'sr')).toBe('/sr/nagrade');
    expect(historyRoutePath('payments', 'sr')).toBe('/sr/placanja');
    expect(historyRoutePath('account', 'pe')).toBe('/pe/cuenta');
    expect(historyRoutePath('rewards', 'pe')).toBe('/pe/bonos-y-recompensas');
    expect(historyRoutePath('payments', 'pe')).toBe('/pe/depositos-y-retiros');
    expect(historyRoutePath('login', 'pe')).toBe('/pe/iniciar-sesion');
    expect(historyRoutePath('register', 'pe')).toBe('/pe/registrate');
    expect(historyRoutePath('account', 'no')).toBe('/no/konto');
    expect(historyRoutePath('payments', 'no')).toBe('/no/betaling');
    expect(historyRoutePath('login', 'no')).toBe('/no/logge-in');
  });

  it('uses the id itself elsewhere', () => {
    expect(historyRoutePath('login', 'en')).toBe('/en/login');
    expect(historyRoutePath('account', 'hr')).toBe('/hr/account');
  });

  it('finds the route of any slug, in any locale', () => {
    expect(historyRouteForSlug('iniciar-sesion')).toBe('login');
    expect(historyRouteForSlug('konto')).toBe('account');
    expect(historyRouteForSlug('forgot-password')).toBe('forgot-password');
    expect(historyRouteForSlug('casino')).toBeNull();
  });

  it('never gives two routes the same slug', () => {
    const ids = Object.keys(HISTORY_ROUTE_SLUGS) as HistoryRouteId[];
    const all = ids.flatMap(historyRouteSlugs);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows the deposit modal under the payments route, and others under their own id', () => {
    expect(historyRouteOfModal('deposit')).toBe('payments');
    expect(historyRouteOfModal('login')).toBe('login');
    expect(historyRouteOfModal('session-expired')).toBeNull();
    expect(historyRouteOfModal('card-removal')).toBeNull();
  });

  it('opens the modal of a route: payments is the deposit, account is a page', () => {
    expect(modalOfHistoryRouteId('payments')).toBe('deposit');
    expect(modalOfHistoryRouteId('register')).toBe('register');
    expect(modalOfHistoryRouteId('rewards')).toBe('rewards');
    expect(historyRouteOfModal('rewards')).toBe('rewards');
    expect(modalOfHistoryRouteId('account')).toBeNull();
  });
});
