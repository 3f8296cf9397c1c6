/** An event for the tag manager (spec 001 §7 registrationGtm, §8 FailedRegistration). */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** Pushes to the tag manager's data layer when the page has one; nothing otherwise. */
export function pushToDataLayer(event: DataLayerEvent): void {
  const { dataLayer } = window as WindowWithDataLayer;
  if (Array.isArray(dataLayer)) dataLayer.push(event);
}
