type DataLayerEvent = Readonly<Record<string, unknown>> & { event: string };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments Window
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * Hands an event to the tag manager when the brand's page loads one (spec 000 §8: a failed-login
 * event is tracked). No tag manager, no tracking: nothing is queued for a script that never came.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer?.push(event);
}
