import { act, configure, getConfig } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A click that opens a modal: the modal manager navigates, and the router renders the new entry in
 * a transition. When a render inside a plain (not awaited) act scope suspends, React leaves it
 * pending ("A component suspended inside an `act` scope, but the `act` call was not awaited") and
 * the modal never shows; an awaited act lets React finish it. user-event runs its actions through
 * Testing Library's async wrapper, which turns the act environment off while they run: inside this
 * act the updates they cause (a query's answer) must stay act's, so the wrapper steps aside.
 */
export async function clickAndSettle(user: UserEvent, element: Element): Promise<void> {
  const { asyncWrapper } = getConfig();
  configure({ asyncWrapper: (callback) => callback() });
  try {
    await act(async () => {
      await user.click(element);
    });
  } finally {
    configure({ asyncWrapper });
  }
}
