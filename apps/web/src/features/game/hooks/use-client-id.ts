import { useState } from 'react';
import { getSessionStorage } from '../../../shared/storage/session-storage';
import { CLIENT_ID_STORAGE_KEY } from '../model/window-lock';

function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This window's id, made once and kept in its session storage (spec 001 §3 clientID). */
export function readClientId(storage: Storage | null, create: () => string = randomId): string {
  const known = storage?.getItem(CLIENT_ID_STORAGE_KEY);
  if (known !== null && known !== undefined && known !== '') return known;
  const created = create();
  try {
    storage?.setItem(CLIENT_ID_STORAGE_KEY, created);
  } catch {
    // A full or refused storage: the id lasts as long as the page.
  }
  return created;
}

export function useClientId(): string {
  const [clientId] = useState(() => readClientId(getSessionStorage()));
  return clientId;
}
