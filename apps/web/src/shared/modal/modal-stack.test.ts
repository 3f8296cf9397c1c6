import { describe, expect, it } from 'vitest';
import type { ModalId } from './modal-ids';
import {
  type ModalEntry,
  modalLocationState,
  resolveModalLocation,
  withModalClosed,
  withModalOpened,
} from './modal-stack';

const login: ModalEntry = { id: 'login', layer: 5 };
const forgot: ModalEntry = { id: 'forgot-password', layer: 5 };
const info: ModalEntry = { id: 'login-info', layer: 2 };

const LAYERS: Partial<Record<ModalId, 1 | 2 | 5>> = {
  login: 5,
  'forgot-password': 5,
  'login-info': 2,
  deposit: 1,
};

function resolve(
  location: { pathname: string; search?: string; hash?: string; state?: unknown },
  wasPushed = false,
) {
  return resolveModalLocation({
    location: { search: '', hash: '', state: null, ...location },
    locale: 'pe',
    layerOf: (id) => LAYERS[id] ?? null,
    hasHistoryRoute: (id) => id === 'login' || id === 'forgot-password' || id === 'deposit',
    wasPushed,
  });
}

describe('withModalOpened', () => {
  it('puts a modal on its layer, keeping the stack ordered by layer', () => {
    const result = withModalOpened([login], info);

    expect(result).toEqual({ isChanged: true, stack: [info, login], replaced: undefined });
  });

  it('does not reopen the same id on its layer', () => {
    expect(withModalOpened([info, login], login)).toEqual({ isChanged: false });
  });

  it('replaces another modal on the same layer', () => {
    const result = withModalOpened([info, login], forgot);

    expect(result).toEqual({ isChanged: true, stack: [info, forgot], replaced: login });
  });
});

describe('withModalClosed', () => {
  it('removes only that modal', () => {
    expect(withModalClosed([info, login], info)).toEqual([login]);
  });
});

describe('resolveModalLocation', () => {
  it('reads the stack from the history state, over the page the router is on', () => {
    const state = modalLocationState({ stack: [info, login], backTo: [info] });

    expect(resolve({ pathname: '/pe/casino', search: '?x=1', state })).toEqual({
      stack: [info, login],
      backTo: [info],
      base: '/pe/casino?x=1',
    });
  });

  it('drops modals no feature registered and ignores a malformed state', () => {
    const state = modalLocationState({
      stack: [{ id: 'register', layer: 4 }, login],
      backTo: null,
    });

    expect(resolve({ pathname: '/pe/', state }).stack).toEqual([login]);
    expect(resolve({ pathname: '/pe/', state: { modals: { stack: 'login' } } }).stack).toEqual([]);
  });

  it('opens a history route loaded directly over the home page', () => {
    expect(resolve({ pathname: '/pe/iniciar-sesion' })).toEqual({
      stack: [login],
      backTo: null,
      base: '/pe/',
    });
  });

  it('opens the deposit at the payments route, under its translated slug', () => {
    expect(resolve({ pathname: '/pe/depositos-y-retiros' })).toEqual({
      stack: [{ id: 'deposit', layer: 1 }],
      backTo: null,
      base: '/pe/',
    });
  });

  it('opens a ?modal= link over its page, which closing returns to', () => {
    expect(resolve({ pathname: '/pe/casino', search: '?modal=login&tab=x' }, true)).toEqual({
      stack: [login],
      backTo: [],
      base: '/pe/casino?tab=x',
    });
  });

  it('opens nothing for an unregistered ?modal= and leaves the address as it is', () => {
    expect(resolve({ pathname: '/pe/casino', search: '?modal=register' })).toEqual({
      stack: [],
      backTo: null,
      base: '/pe/casino?modal=register',
    });
  });

  it('gives no history route to a modal without one', () => {
    expect(resolve({ pathname: '/pe/login-info' }).stack).toEqual([]);
  });
});
