import type { TBootData } from '../../src/api-contract';

// The boot data the studio placed in the page (a JSON script element: the CSP forbids inline
// script). The skin's colours become CSS custom properties.

export function readBootData(): TBootData {
  const element = document.getElementById('boot-data');
  if (!element?.textContent) throw new Error('The game page has no boot data');
  return JSON.parse(element.textContent) as TBootData;
}

export function applySkin(boot: TBootData): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(boot.skin.palette)) {
    style.setProperty(
      `--skin-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      value,
    );
  }
  document.documentElement.dataset.theme = boot.skin.theme;
  document.title = boot.skin.title;
}
