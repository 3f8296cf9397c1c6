import type { TAppConfig } from '@playfair/contracts/app-config';
import { createContext, type ReactNode, use } from 'react';

const AppConfigContext = createContext<TAppConfig | null>(null);

export function AppConfigProvider({
  config,
  children,
}: {
  config: TAppConfig;
  children: ReactNode;
}) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

/** The server's configuration for this page load (spec 000 §3 "App configuration values used"). */
export function useAppConfig(): TAppConfig {
  const config = use(AppConfigContext);
  if (config === null) throw new Error('useAppConfig needs an AppConfigProvider above it');
  return config;
}
