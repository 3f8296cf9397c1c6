import './shared/theme/tokens.css';
import './shared/theme/global.css';
import { scheduleAppStart } from './app/schedule-start';

// The page's first script: its stylesheets, and when to ask for the app (`app/schedule-start.ts`).
scheduleAppStart({
  doc: document,
  win: window,
  start: () => {
    import('./app/start')
      .then(({ startApp }) => startApp())
      .catch((error: unknown) => {
        // The app's script did not arrive (the network failed, a deploy replaced it): the page
        // keeps what it shows, and a lobby's preview tiles still link to their games.
        console.error(error);
      });
  },
});
