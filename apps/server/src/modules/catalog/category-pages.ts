import type { LobbyVertical } from '@playfair/contracts/lobby';

// The lobby's SEO pages (spec 000 §2: choosing a category "swaps page title, description and SEO
// text"; §3 category row `page`). One per category and per vertical home (slug `home`). Titles and
// descriptions are written for every site language; the longer text is in English (and Finnish for
// the casino home) and the lobby falls back to English where a language has none. Above 400 words
// (SEO_SHOW_MORE_MIN_WORDS) the web folds the text behind a show-more. Facts follow the studio's
// game sheets (5×3 video slots with 10 lines and free spins; 3-reel, 5-line classic slots;
// single-zero roulette; blackjack S17 paying 3 to 2 with doubling, no split; punto banco).

/** The site's languages (regional locales read theirs: se → sv, pe → es, gb → en …). */
export const PAGE_LOCALES = ['en', 'fi', 'sv', 'no', 'es', 'hr', 'sr', 'pl', 'is', 'nl'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** [title, description] */
type PageTexts = readonly [string, string];

export type SeedPage = {
  vertical: LobbyVertical;
  /** A category slug, or `home` for the vertical's home view. */
  slug: string;
  texts: Readonly<Record<PageLocale, PageTexts>>;
  content: Readonly<Partial<Record<PageLocale, string>>>;
};

function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

const SAFER_GAMBLING = paragraphs(
  'Play for entertainment, never to earn money or to win back what you have lost. Decide before ' +
    'you start how much time and money you want to spend, and use the tools in your account — ' +
    'deposit limits, reality checks and a time-out — to help you keep to it. If gambling stops ' +
    'being fun, take a break and visit our safer gambling page for help. You must be 18 or older ' +
    'to play.',
);

const RTP_NOTE =
  'Every game publishes its return to player (RTP): the share of all stakes it pays back over a ' +
  'very long run of rounds. It is an average over millions of rounds, not a promise for one ' +
  'session, and any single visit can end up or down. Each result is drawn by a cryptographic ' +
  'random number generator, so earlier results never make a win more or less likely.';

const CASINO_HOME_EN = paragraphs(
  'Welcome to the casino lobby. Every game here runs on our own studio’s engines, and every tile ' +
    'opens the same game for fun or for real money. The rows group the catalogue the way most ' +
    'players browse it: the most played games, the newest releases, slots linked to a jackpot ' +
    'pool, the games of the current races, and full lists of video slots, classic slots, 3D slots ' +
    'and table games. Choose a row’s title or its show-more tile to see every game of that ' +
    'category, or search for a game by its name, its studio or a theme.',
  'Video slots make up most of the lobby. They play on five reels and three rows with ten ' +
    'paylines that pay from the leftmost reel. A wild stands in for every symbol except the ' +
    'scatter, scatters pay wherever they land, and three or more of them start ten free spins in ' +
    'which every win is tripled. The theme of a slot — a desert tomb, a sunlit reef, a northern ' +
    'hall — changes its symbols and colours, not its rules, so once you know one video slot you ' +
    'know how they all work.',
  'Classic slots are three-reel fruit machines with five lines: the three rows and both ' +
    'diagonals. Sevens, bars, bells and cherries fill the reels, and a cherry pays even on its ' +
    'own. They are quick and simple, a good place to start if slots are new to you.',
  'At the tables you will find European roulette with a single zero, blackjack where a blackjack ' +
    'pays 3 to 2 and the dealer stands on soft 17, and punto banco baccarat. Each tile shows the ' +
    'smallest and the largest stake the game takes in your currency, so you can pick a table that ' +
    'suits your budget before you open it.',
  'Where the rules of your country allow it, most games can be played for fun with play money: ' +
    'choose Play for fun on the tile. Demo play is never offered in the live casino, and real ' +
    'money needs an account. Once you are logged in, the games you played last and the ones you ' +
    'marked as favourites appear at the top of the lobby.',
  RTP_NOTE,
  SAFER_GAMBLING,
);

const CASINO_HOME_FI = paragraphs(
  'Tervetuloa kasinon aulaan. Jokainen peli toimii oman pelistudiomme moottoreilla, ja jokainen ' +
    'pelikortti avaa saman pelin joko huvin vuoksi tai oikealla rahalla. Riveiltä löydät ' +
    'pelatuimmat pelit, uusimmat julkaisut, jättipottiin liitetyt kolikkopelit, käynnissä olevien ' +
    'kilpailujen pelit sekä kaikki video-, klassiset ja 3D-kolikkopelit ja pöytäpelit.',
  'Videokolikkopeleissä on viisi rullaa, kolme riviä ja kymmenen voittolinjaa. Villi symboli ' +
    'korvaa kaikki muut paitsi scatterin, scatterit maksavat missä tahansa, ja kolme tai useampi ' +
    'niistä antaa kymmenen ilmaiskierrosta, joiden aikana jokainen voitto kolminkertaistuu. ' +
    'Klassiset kolikkopelit ovat kolmirullaisia hedelmäpelejä viidellä linjalla.',
  'Pelaa viihteen vuoksi, älä koskaan ansaitaksesi rahaa tai voittaaksesi häviöitä takaisin. ' +
    'Päätä etukäteen, kuinka paljon aikaa ja rahaa haluat käyttää, ja aseta tililläsi ' +
    'talletusrajat, muistutukset tai pelitauko. Pelaaminen on sallittu vain täysi-ikäisille.',
);

const POPULAR_EN = paragraphs(
  'These are the casino games our players open most often at the moment, most played first. The ' +
    'list follows what people actually play, so it changes as new favourites arrive and older hits ' +
    'settle down. It is a good place to start if you do not know the catalogue yet: most of the ' +
    'games here are video slots with free spins, with a few classic fruit machines and tables in ' +
    'between.',
  'Popular does not mean a game pays more: every game’s return to player is fixed by its maths ' +
    'and the same for everyone who plays it. Pick the games you enjoy and a stake that suits you.',
  SAFER_GAMBLING,
);

const NEW_EN = paragraphs(
  'The newest releases in the casino, the most recent first. When one of our studios launches a ' +
    'game it appears here on the day it goes live, so this row is where to look for new themes ' +
    'and new looks.',
  'New games follow the same rules as the rest of their kind: video slots play five reels with ' +
    'ten lines, wilds, scatters and free spins; classic slots three reels and five lines. Try a ' +
    'new game for fun first where demo play is offered, to see its symbols and features before ' +
    'you play for real.',
  SAFER_GAMBLING,
);

const JACKPOT_EN = paragraphs(
  'The jackpot category holds every slot linked to a jackpot pool. A small part of each stake on ' +
    'these games goes into the pool, so the amount shown on the jackpot banner grows with every ' +
    'spin until someone wins it; then it starts again from its seed amount. The banner shows the ' +
    'current amount of each pool in your currency, and the highest amount per game is the one to ' +
    'watch.',
  'Apart from the pool, a jackpot slot plays like any other video or classic slot of the casino. ' +
    'Video slots have five reels, three rows and ten paylines, with a wild that stands in for ' +
    'every symbol but the scatter, scatters that pay anywhere, and ten free spins with every win ' +
    'tripled when three or more scatters land. Classic slots have three reels and five lines, and ' +
    'a cherry pays even on its own. The regular wins of the paytable are paid as usual; the ' +
    'jackpot comes on top of them.',
  'A jackpot is rare by design. The chance of winning it on a single spin is very small, and a ' +
    'growing pool does not make a win due: every spin is drawn independently by a cryptographic ' +
    'random number generator, whatever happened before. Play a jackpot slot because you enjoy ' +
    'the game, and treat the pool as a bonus that may come one day, not as a plan.',
  'Because part of each stake feeds the pool, the regular paytable of a jackpot slot can return a ' +
    'little less than that of a similar slot without one. The game’s information page shows its ' +
    'return to player, the share of all stakes it pays back over a very long run, including the ' +
    'jackpot. Compare it with other games if the return matters to you.',
  'To find a jackpot slot you like, open a few of them for fun first where demo play is offered: ' +
    'the reels, symbols and features are the same as in real play, only the pool is left out. ' +
    'The jackpot row of the lobby is ordered by how often our players open each game.',
  'Players in Croatia and Serbia see a counter that follows the pool of one game network live on ' +
    'the site. It moves towards the real amount in small steps, so it always shows a value close ' +
    'to the pool you can win.',
  SAFER_GAMBLING,
);

const RACES_EN = paragraphs(
  'Races are short competitions on a set of slots: every qualifying spin on one of these games ' +
    'earns points, and the players at the top of the leaderboard when the race ends share its ' +
    'prizes. Only the games in this category count, and only spins at or above the race’s minimum ' +
    'stake; a spin on another game or below the minimum earns nothing.',
  'Open the race panel in a game to see your position, your points and the time left. You take ' +
    'part by opting in when a race starts. Races are played with real money only, and the usual ' +
    'limits of your account apply to them as to any other play.',
  SAFER_GAMBLING,
);

const VIDEO_SLOTS_EN = paragraphs(
  'Every video slot of the casino, most played first. They all share one set of rules: five ' +
    'reels, three rows and ten paylines. Your stake is split evenly over the ten lines, and a line ' +
    'pays when three, four or five matching symbols land from the leftmost reel. The wild stands ' +
    'in for every symbol except the scatter, and a line always pays its best reading.',
  'Scatters pay wherever they land: three, four or five of them pay two, ten or fifty times your ' +
    'total stake. Three or more scatters also start ten free spins, played on the same reels with ' +
    'every win tripled. What changes from slot to slot is the theme — pharaohs, mermaids, vikings, ' +
    'candy, dragons — and with it the symbols and the colours.',
  RTP_NOTE,
  SAFER_GAMBLING,
);

const CLASSIC_SLOTS_EN = paragraphs(
  'Classic slots bring back the fruit machines of the arcade: three reels, three rows and five ' +
    'lines — the three rows and both diagonals. Sevens, bars, bells, melons, plums and cherries ' +
    'fill the reels, and a cherry pays even on its own. There are no free spins or bonus rounds, ' +
    'just quick spins and a clear paytable.',
  'Their simple rules make them a good first slot. Look at the paytable in the game for the ' +
    'amount each combination pays, and choose a stake within the range shown on the tile.',
  SAFER_GAMBLING,
);

const SLOTS_3D_EN = paragraphs(
  '3D slots are video slots with animated, three-dimensional symbols and scenes. They play by ' +
    'the same rules as every video slot in the casino: five reels, three rows, ten paylines, a ' +
    'wild, scatters that pay anywhere and ten free spins with every win tripled.',
  'The difference is in the look: richer animations and deeper scenes. If a game runs slowly on ' +
    'an older phone, a classic slot may suit it better.',
  SAFER_GAMBLING,
);

const TABLE_GAMES_EN = paragraphs(
  'The table games are the casino classics dealt by a random number generator instead of a ' +
    'croupier: European roulette, blackjack and punto banco baccarat. You play at your own pace, ' +
    'with no other players to wait for, and most tables can be tried for fun first where demo ' +
    'play is allowed.',
  'Each tile shows the smallest and largest stake of the table in your currency. If you would ' +
    'rather play with a real dealer, the live casino streams roulette, blackjack and baccarat ' +
    'tables around the clock.',
  SAFER_GAMBLING,
);

const ROULETTE_EN = paragraphs(
  'The roulette category gathers every computer-dealt roulette table of the casino, from the ' +
    'plain classic to tables with their own design. All of them play European roulette: a wheel ' +
    'of 37 pockets numbered 0 to 36, with a single green zero. Place your chips, spin, and the ' +
    'ball settles in one pocket; every bet that covers that number wins.',
  'Inside bets cover a few numbers and pay more: a straight bet on one number pays 35 to 1, a ' +
    'split on two numbers 17 to 1, a street of three 11 to 1, a corner of four 8 to 1 and a six ' +
    'line 5 to 1. Outside bets cover larger groups and pay less: red or black, odd or even and ' +
    '1–18 or 19–36 pay 1 to 1, a dozen or a column 2 to 1. The zero belongs to none of the outside ' +
    'groups, which is where the house edge comes from.',
  'With a single zero the house edge is 2.7% on every bet, so whichever bets you combine the ' +
    'expected return stays at 97.3% of your stakes. No betting system changes that: every spin is ' +
    'independent of the ones before, and the result is drawn by a cryptographic random number ' +
    'generator. A number that has not come up for a long time is no more likely to come up next.',
  'Chips come in the smallest stake of the table, and you may place as many as you like on as ' +
    'many positions as you like, up to the table’s limit for one spin. The tile shows both ' +
    'amounts in your currency, so you can choose a table that suits your budget.',
  'Roulette can be played for fun where the rules of your country allow demo play, which is a ' +
    'good way to learn the table before you stake money. If you prefer a physical wheel and a ' +
    'croupier, the live casino has live roulette tables streamed around the clock.',
  'Players in Great Britain play slots at a slower minimum pace; roulette keeps its own rhythm, ' +
    'one spin at a time, as fast as you place your bets.',
  SAFER_GAMBLING,
);

const BLACKJACK_EN = paragraphs(
  'The blackjack category holds every computer-dealt blackjack table of the casino. The aim is ' +
    'simple: finish closer to 21 than the dealer without going over. Number cards count their ' +
    'value, jacks, queens and kings count ten, and an ace counts one or eleven, whichever helps ' +
    'your hand more.',
  'You and the dealer each get two cards; one of the dealer’s cards is face up. An ace and a ' +
    'ten-value card on your first two cards is a blackjack, which pays 3 to 2. Otherwise you hit ' +
    'to take another card or stand to keep your total; on your first two cards you may also ' +
    'double, which doubles your stake and gives you exactly one more card. A hand that reaches 21 ' +
    'stands by itself. These tables offer no split, no insurance and no surrender.',
  'When you stand, the dealer plays by fixed rules: the dealer draws to 16 and stands on every ' +
    '17, soft 17 included (a soft hand counts an ace as eleven). When the dealer’s face-up card is ' +
    'an ace or a ten, the dealer checks for blackjack first, and a dealer blackjack ends the round ' +
    'at once: you lose only your original stake, and a blackjack of yours against it is a push.',
  'A win pays 1 to 1 and a tie returns your stake. Cards are drawn from a continuously shuffled ' +
    'shoe, so every card has the same chance on every draw and counting cards does not help. The ' +
    'declared return to player assumes basic strategy, the best decision for each hand against the ' +
    'dealer’s card: stand on hard 17 or more, hit a hard total of 11 or less, and double on 10 or ' +
    '11 when the dealer shows a weaker card than yours.',
  'Each tile shows the smallest and largest stake of the table in your currency. Blackjack can be ' +
    'played for fun where the rules of your country allow demo play, which is the easiest way to ' +
    'practise basic strategy without staking money; the live casino has live blackjack tables ' +
    'with real dealers.',
  SAFER_GAMBLING,
);

const BACCARAT_EN = paragraphs(
  'Baccarat here is punto banco: two hands, the player and the banker, are dealt by fixed rules ' +
    'and you bet on which one ends closer to nine, or on a tie. Cards count their face value, ' +
    'tens and picture cards count zero, and only the last digit of a total counts, so 7 and 8 ' +
    'make 5.',
  'You make no decisions during the hand: the third-card rules decide whether each hand draws. A ' +
    'bet on the player pays 1 to 1, a bet on the banker pays 1 to 1 less a 5% commission, and a tie ' +
    'pays 8 to 1. The banker bet has the best return of the three, the tie the lowest.',
  SAFER_GAMBLING,
);

const EXCLUSIVE_EN = paragraphs(
  'Exclusive games are made for our casino and cannot be found anywhere else. They follow the ' +
    'same rules and the same fair maths as the rest of their kind, with themes and designs of ' +
    'their own.',
  SAFER_GAMBLING,
);

const ALL_EN = paragraphs(
  'Every game of the casino from A to Z: video slots, classic slots, 3D slots and table games. ' +
    'Use the sort select to order them by newest or oldest, or the search to find a game by name, ' +
    'studio or theme. Each tile shows the game’s studio and its stake range in your currency.',
  SAFER_GAMBLING,
);

const FAVOURITES_EN = paragraphs(
  'Your favourites: mark a game with the heart on its tile and it appears here and at the top ' +
    'of the lobby, the most recently added first. Tap the heart again to remove it. Favourites ' +
    'are kept with your account, so they follow you to any device you log in on.',
);

const LAST_PLAYED_EN = paragraphs(
  'The games you opened most recently, newest first, so you can pick up where you left off. The ' +
    'row shows your last twenty games and appears once you have played one.',
);

const LIVE_HOME_EN = paragraphs(
  'Welcome to the live casino. Here the games are dealt by real croupiers and hosts at real ' +
    'tables, streamed live from studios around Europe, and you play along with other players from ' +
    'your own screen. The lobby groups the tables by game: live roulette, live blackjack, live ' +
    'baccarat and the game shows, with the busiest tables at the top.',
  'Live roulette is European roulette with a single zero. Bets are open between spins; when the ' +
    'croupier closes them, the ball is launched and settles in one of 37 pockets. A straight bet ' +
    'on one number pays 35 to 1, red or black, odd or even and the halves pay 1 to 1, and dozens ' +
    'and columns 2 to 1. Some tables use an automatic wheel for faster rounds, others a croupier ' +
    'at a classic table.',
  'At the live blackjack tables a blackjack pays 3 to 2 and the dealer stands on soft 17. You ' +
    'decide to hit, stand or double on your first two cards while the dealer waits for every ' +
    'seat; the stakes of each table are shown on its tile in your currency.',
  'Live baccarat is punto banco with real cards: back the player, the banker or a tie, and watch ' +
    'the dealer turn the cards. The hand closest to nine wins; the banker bet pays 1 to 1 less a ' +
    '5% commission and a tie pays 8 to 1.',
  'The game shows are live money-wheel games with a host. Before each spin you bet on the ' +
    'numbers you think the wheel will stop on; the rarer the segment, the bigger the win.',
  'Live games are played for real money only: demo play is never offered in the live casino, ' +
    'because every round is a real round at a real table. You need an account and a balance to ' +
    'take a seat. Tables open and close during the day, and a full table may ask you to wait for ' +
    'the next round or try another table of the same game. Each tile shows the table’s smallest ' +
    'and largest stake in your currency, so you can find a seat that suits your budget.',
  SAFER_GAMBLING,
);

const LIVE_POPULAR_EN = paragraphs(
  'The live tables and shows that have the most players right now, busiest first. A popular table ' +
    'fills quickly; if a seat is taken, another table of the same game plays by the same rules.',
  SAFER_GAMBLING,
);

const LIVE_ROULETTE_EN = paragraphs(
  'Live European roulette with a single zero, dealt by a croupier and streamed live. Bets are ' +
    'open between spins and close when the croupier says so; the ball settles in one of 37 ' +
    'pockets. A straight bet pays 35 to 1, the outside bets on colours, odd or even and halves pay ' +
    '1 to 1, and dozens and columns 2 to 1. The house edge is 2.7% on every bet.',
  SAFER_GAMBLING,
);

const LIVE_BLACKJACK_EN = paragraphs(
  'Live blackjack at real tables: finish closer to 21 than the dealer without going over. A ' +
    'blackjack pays 3 to 2 and the dealer stands on soft 17. You can hit, stand or double on your ' +
    'first two cards, and a hand that reaches 21 stands by itself.',
  SAFER_GAMBLING,
);

const GAMESHOWS_EN = paragraphs(
  'The game shows are live money-wheel games with a host. Before each spin you place your bets ' +
    'on the numbers of the wheel; the host spins it, and every bet on the segment where it stops ' +
    'wins its multiple of the stake. The rarer a segment is on the wheel, the more it pays.',
  'A round takes well under a minute, so the shows move quickly. Keep an eye on your stakes and ' +
    'your time.',
  SAFER_GAMBLING,
);

const LIVE_BACCARAT_EN = paragraphs(
  'Live punto banco at real tables. Back the player, the banker or a tie, and the dealer turns ' +
    'the cards by the fixed third-card rules: the hand closest to nine wins. The player bet pays 1 ' +
    'to 1, the banker bet 1 to 1 less a 5% commission and the tie 8 to 1.',
  SAFER_GAMBLING,
);

const LIVE_ALL_EN = paragraphs(
  'Every live table and game show of the live casino from A to Z. Live games are played for real ' +
    'money only; the stake range of each table is shown on its tile in your currency.',
  SAFER_GAMBLING,
);

export const SEED_PAGES: readonly SeedPage[] = [
  {
    vertical: 'casino',
    slug: 'home',
    texts: {
      en: [
        'Online casino',
        'Slots, jackpots and table games from twenty studios, for fun or for real.',
      ],
      fi: [
        'Nettikasino',
        'Kolikkopelejä, jättipotteja ja pöytäpelejä kahdeltakymmeneltä pelistudiolta – huvin vuoksi tai oikealla rahalla.',
      ],
      sv: [
        'Onlinecasino',
        'Slots, jackpottar och bordsspel från tjugo spelstudior – för skojs skull eller på riktigt.',
      ],
      no: [
        'Nettcasino',
        'Spilleautomater, jackpoter og bordspill fra tjue spillstudioer – for moro skyld eller med ekte penger.',
      ],
      es: [
        'Casino online',
        'Tragaperras, botes y juegos de mesa de veinte estudios, por diversión o con dinero real.',
      ],
      hr: [
        'Online kasino',
        'Slotovi, jackpotovi i stolne igre dvadeset studija – iz zabave ili za pravi novac.',
      ],
      sr: [
        'Onlajn kazino',
        'Slotovi, džekpotovi i stone igre dvadeset studija – iz zabave ili za pravi novac.',
      ],
      pl: [
        'Kasyno online',
        'Automaty, jackpoty i gry stołowe od dwudziestu studiów – dla zabawy lub na prawdziwe pieniądze.',
      ],
      is: [
        'Netspilavíti',
        'Spilakassar, pottar og borðspil frá tuttugu leikjaverum – til gamans eða upp á alvöru peninga.',
      ],
      nl: [
        'Online casino',
        'Gokkasten, jackpots en tafelspellen van twintig studio’s, voor de lol of met echt geld.',
      ],
    },
    content: { en: CASINO_HOME_EN, fi: CASINO_HOME_FI },
  },
  {
    vertical: 'casino',
    slug: 'lastplayed',
    texts: {
      en: ['Last played', 'The games you opened most recently, newest first.'],
      fi: ['Viimeksi pelatut', 'Viimeksi avaamasi pelit, uusin ensin.'],
      sv: ['Senast spelade', 'Spelen du öppnade senast, det senaste först.'],
      no: ['Sist spilt', 'Spillene du åpnet sist, det nyeste først.'],
      es: [
        'Jugados recientemente',
        'Los juegos que abriste por última vez, del más reciente al más antiguo.',
      ],
      hr: ['Nedavno igrano', 'Igre koje ste nedavno otvorili, najnovije prve.'],
      sr: ['Nedavno igrano', 'Igre koje ste nedavno otvorili, najnovije prve.'],
      pl: ['Ostatnio grane', 'Gry, które ostatnio otwierałeś, od najnowszej.'],
      is: ['Nýlega spilað', 'Leikirnir sem þú opnaðir síðast, nýjasti fyrst.'],
      nl: ['Laatst gespeeld', 'De spellen die je het laatst hebt geopend, nieuwste eerst.'],
    },
    content: { en: LAST_PLAYED_EN },
  },
  {
    vertical: 'casino',
    slug: 'favourites',
    texts: {
      en: ['Favourites', 'Your favourite games, the most recently added first.'],
      fi: ['Suosikit', 'Suosikkipelisi, viimeksi lisätty ensin.'],
      sv: ['Favoriter', 'Dina favoritspel, det senast tillagda först.'],
      no: ['Favoritter', 'Favorittspillene dine, det sist lagt til først.'],
      es: ['Favoritos', 'Tus juegos favoritos, el último añadido primero.'],
      hr: ['Favoriti', 'Vaše omiljene igre, zadnje dodane prve.'],
      sr: ['Omiljene', 'Vaše omiljene igre, poslednje dodate prve.'],
      pl: ['Ulubione', 'Twoje ulubione gry, ostatnio dodane na początku.'],
      is: ['Uppáhalds', 'Uppáhaldsleikirnir þínir, sá sem síðast bættist við fyrst.'],
      nl: ['Favorieten', 'Je favoriete spellen, de laatst toegevoegde eerst.'],
    },
    content: { en: FAVOURITES_EN },
  },
  {
    vertical: 'casino',
    slug: 'popular',
    texts: {
      en: ['Popular games', 'The games our players open most often right now.'],
      fi: ['Suosituimmat pelit', 'Pelit, joita pelaajamme avaavat juuri nyt useimmin.'],
      sv: ['Populära spel', 'Spelen som våra spelare öppnar oftast just nu.'],
      no: ['Populære spill', 'Spillene spillerne våre åpner oftest akkurat nå.'],
      es: ['Juegos populares', 'Los juegos que más abren nuestros jugadores ahora mismo.'],
      hr: ['Popularne igre', 'Igre koje naši igrači trenutačno najčešće otvaraju.'],
      sr: ['Popularne igre', 'Igre koje naši igrači trenutno najčešće otvaraju.'],
      pl: ['Popularne gry', 'Gry, które nasi gracze otwierają teraz najczęściej.'],
      is: ['Vinsælir leikir', 'Leikirnir sem spilararnir okkar opna oftast núna.'],
      nl: ['Populaire spellen', 'De spellen die onze spelers nu het vaakst openen.'],
    },
    content: { en: POPULAR_EN },
  },
  {
    vertical: 'casino',
    slug: 'new',
    texts: {
      en: ['New games', 'The latest releases from our studios, newest first.'],
      fi: ['Uudet pelit', 'Studioidemme uusimmat julkaisut, uusin ensin.'],
      sv: ['Nya spel', 'De senaste släppen från våra studior, det nyaste först.'],
      no: ['Nye spill', 'De siste utgivelsene fra studioene våre, det nyeste først.'],
      es: [
        'Juegos nuevos',
        'Los últimos lanzamientos de nuestros estudios, primero los más nuevos.',
      ],
      hr: ['Nove igre', 'Najnovija izdanja naših studija, najnovija prva.'],
      sr: ['Nove igre', 'Najnovija izdanja naših studija, najnovija prva.'],
      pl: ['Nowe gry', 'Najnowsze premiery naszych studiów, od najnowszej.'],
      is: ['Nýir leikir', 'Nýjustu útgáfur leikjaveranna okkar, nýjasta fyrst.'],
      nl: ['Nieuwe spellen', 'De nieuwste releases van onze studio’s, nieuwste eerst.'],
    },
    content: { en: NEW_EN },
  },
  {
    vertical: 'casino',
    slug: 'jackpot',
    texts: {
      en: [
        'Jackpot slots',
        'Slots linked to a jackpot pool that grows with every stake until someone wins it.',
      ],
      fi: [
        'Jättipottipelit',
        'Kolikkopelit, joiden jättipotti kasvaa jokaisella panoksella, kunnes joku voittaa sen.',
      ],
      sv: [
        'Jackpottspel',
        'Slots kopplade till en jackpott som växer med varje insats tills någon vinner den.',
      ],
      no: [
        'Jackpotspill',
        'Spilleautomater koblet til en jackpot som vokser med hver innsats til noen vinner den.',
      ],
      es: [
        'Tragaperras con bote',
        'Tragaperras unidas a un bote que crece con cada apuesta hasta que alguien lo gana.',
      ],
      hr: [
        'Jackpot slotovi',
        'Slotovi povezani s jackpotom koji raste sa svakim ulogom dok ga netko ne osvoji.',
      ],
      sr: [
        'Džekpot slotovi',
        'Slotovi povezani sa džekpotom koji raste sa svakim ulogom dok ga neko ne osvoji.',
      ],
      pl: [
        'Automaty z jackpotem',
        'Automaty połączone z pulą jackpota, która rośnie z każdą stawką, dopóki ktoś jej nie wygra.',
      ],
      is: [
        'Pottaleikir',
        'Spilakassar tengdir potti sem stækkar með hverju veðmáli þar til einhver vinnur hann.',
      ],
      nl: [
        'Jackpotgokkasten',
        'Gokkasten gekoppeld aan een jackpot die met elke inzet groeit tot iemand hem wint.',
      ],
    },
    content: { en: JACKPOT_EN },
  },
  {
    vertical: 'casino',
    slug: 'races',
    texts: {
      en: [
        'Race games',
        'The slots that count towards our races: play them to climb the leaderboard.',
      ],
      fi: [
        'Kilpailupelit',
        'Kolikkopelit, jotka lasketaan kilpailuihimme: pelaa niitä ja nouse tulostaululla.',
      ],
      sv: [
        'Tävlingsspel',
        'Slotsen som räknas i våra tävlingar: spela dem för att klättra på topplistan.',
      ],
      no: [
        'Konkurransespill',
        'Spilleautomatene som teller i konkurransene våre: spill dem for å klatre på resultatlisten.',
      ],
      es: [
        'Juegos de carreras',
        'Las tragaperras que cuentan para nuestras carreras: juega para subir en la clasificación.',
      ],
      hr: [
        'Igre utrka',
        'Slotovi koji se računaju u našim utrkama: igrajte ih i penjite se na ljestvici.',
      ],
      sr: [
        'Igre trka',
        'Slotovi koji se računaju u našim trkama: igrajte ih i penjite se na rang-listi.',
      ],
      pl: [
        'Gry wyścigowe',
        'Automaty, które liczą się w naszych wyścigach: graj w nie, aby piąć się w rankingu.',
      ],
      is: [
        'Kappleikir',
        'Spilakassarnir sem gilda í keppnum okkar: spilaðu þá til að klífa stigatöfluna.',
      ],
      nl: [
        'Racespellen',
        'De gokkasten die meetellen voor onze races: speel ze om op het klassement te stijgen.',
      ],
    },
    content: { en: RACES_EN },
  },
  {
    vertical: 'casino',
    slug: 'video-slots',
    texts: {
      en: [
        'Video slots',
        'Five reels, ten paylines, wilds, scatters and free spins in every theme you can think of.',
      ],
      fi: [
        'Videokolikkopelit',
        'Viisi rullaa, kymmenen voittolinjaa, villit symbolit, scatterit ja ilmaiskierrokset monissa teemoissa.',
      ],
      sv: [
        'Videoslots',
        'Fem hjul, tio vinstlinjer, wilds, scatters och gratissnurr i alla tänkbara teman.',
      ],
      no: [
        'Videospilleautomater',
        'Fem hjul, ti gevinstlinjer, wilds, scatters og gratisspinn i alle tenkelige temaer.',
      ],
      es: [
        'Tragaperras de vídeo',
        'Cinco rodillos, diez líneas de pago, comodines, scatters y giros gratis en todo tipo de temáticas.',
      ],
      hr: [
        'Video slotovi',
        'Pet valjaka, deset linija dobitka, wild i scatter simboli te besplatni okreti u svim temama.',
      ],
      sr: [
        'Video slotovi',
        'Pet valjaka, deset linija dobitka, wild i scatter simboli i besplatni obrti u svim temama.',
      ],
      pl: [
        'Automaty wideo',
        'Pięć bębnów, dziesięć linii wypłat, dzikie symbole, scattery i darmowe spiny w każdym motywie.',
      ],
      is: [
        'Myndbandsspilakassar',
        'Fimm hjól, tíu vinningslínur, villt tákn, dreifitákn og frísnúningar í öllum þemum.',
      ],
      nl: [
        'Videogokkasten',
        'Vijf rollen, tien winlijnen, wilds, scatters en gratis spins in elk denkbaar thema.',
      ],
    },
    content: { en: VIDEO_SLOTS_EN },
  },
  {
    vertical: 'casino',
    slug: 'classic-slots',
    texts: {
      en: ['Classic slots', 'Three-reel fruit machines with sevens, bars, bells and cherries.'],
      fi: [
        'Klassiset kolikkopelit',
        'Kolmirullaiset hedelmäpelit seiskoineen, palkkeineen, kelloineen ja kirsikoineen.',
      ],
      sv: ['Klassiska slots', 'Fruktautomater med tre hjul, sjuor, barer, klockor och körsbär.'],
      no: [
        'Klassiske spilleautomater',
        'Fruktautomater med tre hjul, syvere, barer, bjeller og kirsebær.',
      ],
      es: [
        'Tragaperras clásicas',
        'Máquinas de frutas de tres rodillos con sietes, barras, campanas y cerezas.',
      ],
      hr: [
        'Klasični slotovi',
        'Voćni automati s tri valjka, sedmicama, barovima, zvonima i trešnjama.',
      ],
      sr: [
        'Klasični slotovi',
        'Voćni automati sa tri valjka, sedmicama, barovima, zvonima i trešnjama.',
      ],
      pl: [
        'Klasyczne automaty',
        'Trzybębnowe owocówki z siódemkami, barami, dzwonkami i wiśniami.',
      ],
      is: [
        'Klassískir spilakassar',
        'Ávaxtakassar með þremur hjólum, sjöum, stöngum, bjöllum og kirsuberjum.',
      ],
      nl: [
        'Klassieke gokkasten',
        'Fruitautomaten met drie rollen, zevens, bars, bellen en kersen.',
      ],
    },
    content: { en: CLASSIC_SLOTS_EN },
  },
  {
    vertical: 'casino',
    slug: '3d-slots',
    texts: {
      en: ['3D slots', 'Video slots with animated three-dimensional symbols and scenes.'],
      fi: [
        '3D-kolikkopelit',
        'Videokolikkopelit, joissa on animoidut kolmiulotteiset symbolit ja maisemat.',
      ],
      sv: ['3D-slots', 'Videoslots med animerade tredimensionella symboler och miljöer.'],
      no: [
        '3D-spilleautomater',
        'Videospilleautomater med animerte tredimensjonale symboler og miljøer.',
      ],
      es: [
        'Tragaperras 3D',
        'Tragaperras de vídeo con símbolos y escenarios animados en tres dimensiones.',
      ],
      hr: ['3D slotovi', 'Video slotovi s animiranim trodimenzionalnim simbolima i prizorima.'],
      sr: ['3D slotovi', 'Video slotovi sa animiranim trodimenzionalnim simbolima i prizorima.'],
      pl: ['Automaty 3D', 'Automaty wideo z animowanymi, trójwymiarowymi symbolami i scenami.'],
      is: [
        'Þrívíddarspilakassar',
        'Myndbandsspilakassar með hreyfðum þrívíddartáknum og sviðsmyndum.',
      ],
      nl: ['3D-gokkasten', 'Videogokkasten met geanimeerde driedimensionale symbolen en decors.'],
    },
    content: { en: SLOTS_3D_EN },
  },
  {
    vertical: 'casino',
    slug: 'table-games',
    texts: {
      en: [
        'Table games',
        'Roulette, blackjack and baccarat dealt by the computer, at your own pace.',
      ],
      fi: ['Pöytäpelit', 'Rulettia, blackjackia ja baccaratia omaan tahtiin tietokoneen jakamana.'],
      sv: ['Bordsspel', 'Roulette, blackjack och baccarat som datorn delar ut, i din egen takt.'],
      no: [
        'Bordspill',
        'Rulett, blackjack og baccarat som datamaskinen deler ut, i ditt eget tempo.',
      ],
      es: [
        'Juegos de mesa',
        'Ruleta, blackjack y baccarat repartidos por el ordenador, a tu ritmo.',
      ],
      hr: ['Stolne igre', 'Rulet, blackjack i baccarat koje dijeli računalo, vašim tempom.'],
      sr: ['Stone igre', 'Rulet, blackjack i baccarat koje deli računar, vašim tempom.'],
      pl: [
        'Gry stołowe',
        'Ruletka, blackjack i bakarat rozdawane przez komputer, we własnym tempie.',
      ],
      is: ['Borðspil', 'Rúlletta, blackjack og baccarat sem tölvan gefur, á þínum hraða.'],
      nl: [
        'Tafelspellen',
        'Roulette, blackjack en baccarat, gedeeld door de computer, in je eigen tempo.',
      ],
    },
    content: { en: TABLE_GAMES_EN },
  },
  {
    vertical: 'casino',
    slug: 'roulette',
    texts: {
      en: [
        'Roulette',
        'European single-zero roulette: inside and outside bets at tables for every budget.',
      ],
      fi: [
        'Ruletti',
        'Eurooppalainen ruletti yhdellä nollalla: sisä- ja ulkopanokset pöydissä joka budjettiin.',
      ],
      sv: [
        'Roulette',
        'Europeisk roulette med en nolla: inre och yttre insatser vid bord för alla budgetar.',
      ],
      no: [
        'Rulett',
        'Europeisk rulett med én null: innsatser på innsiden og utsiden ved bord for alle budsjetter.',
      ],
      es: [
        'Ruleta',
        'Ruleta europea con un solo cero: apuestas interiores y exteriores en mesas para todos los bolsillos.',
      ],
      hr: [
        'Rulet',
        'Europski rulet s jednom nulom: unutarnje i vanjske oklade za stolovima za svaki budžet.',
      ],
      sr: [
        'Rulet',
        'Evropski rulet sa jednom nulom: unutrašnje i spoljašnje opklade za stolovima za svaki budžet.',
      ],
      pl: [
        'Ruletka',
        'Ruletka europejska z jednym zerem: zakłady wewnętrzne i zewnętrzne przy stołach na każdą kieszeń.',
      ],
      is: [
        'Rúlletta',
        'Evrópsk rúlletta með einu núlli: innri og ytri veðmál við borð fyrir öll fjárráð.',
      ],
      nl: [
        'Roulette',
        'Europese roulette met één nul: binnen- en buiteninzetten aan tafels voor elk budget.',
      ],
    },
    content: { en: ROULETTE_EN },
  },
  {
    vertical: 'casino',
    slug: 'blackjack',
    texts: {
      en: [
        'Blackjack',
        'Beat the dealer to 21: blackjack pays 3 to 2 and the dealer stands on soft 17.',
      ],
      fi: [
        'Blackjack',
        'Voita jakaja ja pääse lähimmäs 21:tä: blackjack maksaa 3:2 ja jakaja jää pehmeään 17:ään.',
      ],
      sv: [
        'Blackjack',
        'Slå dealern och kom närmast 21: blackjack betalar 3 till 2 och dealern stannar på mjuk 17.',
      ],
      no: [
        'Blackjack',
        'Slå dealeren og kom nærmest 21: blackjack betaler 3 til 2 og dealeren står på myk 17.',
      ],
      es: [
        'Blackjack',
        'Gana al crupier acercándote a 21: el blackjack paga 3 a 2 y el crupier se planta con 17 blando.',
      ],
      hr: [
        'Blackjack',
        'Pobijedite djelitelja do 21: blackjack isplaćuje 3 prema 2, a djelitelj staje na mekih 17.',
      ],
      sr: [
        'Blackjack',
        'Pobedite delioca do 21: blackjack isplaćuje 3 prema 2, a delilac staje na mekih 17.',
      ],
      pl: [
        'Blackjack',
        'Pokonaj krupiera w drodze do 21: blackjack płaci 3 do 2, a krupier staje na miękkich 17.',
      ],
      is: [
        'Blackjack',
        'Sigraðu gjafarann að 21: blackjack greiðir 3 á móti 2 og gjafarinn stoppar á mjúkum 17.',
      ],
      nl: [
        'Blackjack',
        'Versla de dealer met 21: blackjack betaalt 3 tegen 2 en de dealer blijft staan op soft 17.',
      ],
    },
    content: { en: BLACKJACK_EN },
  },
  {
    vertical: 'casino',
    slug: 'baccarat',
    texts: {
      en: [
        'Baccarat',
        'Punto banco: back the player, the banker or a tie; the hand closest to nine wins.',
      ],
      fi: [
        'Baccarat',
        'Punto banco: lyö vetoa pelaajasta, pankkiirista tai tasapelistä – lähimmäs yhdeksää päässyt käsi voittaa.',
      ],
      sv: [
        'Baccarat',
        'Punto banco: satsa på spelaren, banken eller oavgjort – handen närmast nio vinner.',
      ],
      no: [
        'Baccarat',
        'Punto banco: sats på spilleren, banken eller uavgjort – hånden nærmest ni vinner.',
      ],
      es: [
        'Baccarat',
        'Punto banco: apuesta por el jugador, la banca o el empate; gana la mano más cercana a nueve.',
      ],
      hr: [
        'Baccarat',
        'Punto banco: kladite se na igrača, bankara ili neriješeno; pobjeđuje ruka najbliža devetki.',
      ],
      sr: [
        'Baccarat',
        'Punto banco: kladite se na igrača, bankara ili nerešeno; pobeđuje ruka najbliža devetki.',
      ],
      pl: [
        'Bakarat',
        'Punto banco: postaw na gracza, bankiera lub remis; wygrywa ręka najbliższa dziewięciu.',
      ],
      is: [
        'Baccarat',
        'Punto banco: veðjaðu á leikmanninn, bankann eða jafntefli; höndin næst níu vinnur.',
      ],
      nl: [
        'Baccarat',
        'Punto banco: zet in op de speler, de bank of een gelijkspel; de hand die het dichtst bij negen komt, wint.',
      ],
    },
    content: { en: BACCARAT_EN },
  },
  {
    vertical: 'casino',
    slug: 'exclusive',
    texts: {
      en: ['Exclusive games', 'Games you will only find in our casino.'],
      fi: ['Eksklusiiviset pelit', 'Pelit, joita löydät vain meidän kasinoltamme.'],
      sv: ['Exklusiva spel', 'Spel som du bara hittar i vårt casino.'],
      no: ['Eksklusive spill', 'Spill du bare finner i vårt casino.'],
      es: ['Juegos exclusivos', 'Juegos que solo encontrarás en nuestro casino.'],
      hr: ['Ekskluzivne igre', 'Igre koje ćete pronaći samo u našem kasinu.'],
      sr: ['Ekskluzivne igre', 'Igre koje ćete pronaći samo u našem kazinu.'],
      pl: ['Gry na wyłączność', 'Gry, które znajdziesz tylko w naszym kasynie.'],
      is: ['Einkaleikir', 'Leikir sem þú finnur aðeins í spilavítinu okkar.'],
      nl: ['Exclusieve spellen', 'Spellen die je alleen in ons casino vindt.'],
    },
    content: { en: EXCLUSIVE_EN },
  },
  {
    vertical: 'casino',
    slug: 'all',
    texts: {
      en: ['All games A–Z', 'Every game in the casino, from A to Z.'],
      fi: ['Kaikki pelit A–Ö', 'Kaikki kasinon pelit aakkosjärjestyksessä.'],
      sv: ['Alla spel A–Ö', 'Alla spel i casinot i bokstavsordning.'],
      no: ['Alle spill A–Å', 'Alle spillene i casinoet i alfabetisk rekkefølge.'],
      es: ['Todos los juegos de la A a la Z', 'Todos los juegos del casino, por orden alfabético.'],
      hr: ['Sve igre A–Ž', 'Sve igre u kasinu abecednim redom.'],
      sr: ['Sve igre A–Ž', 'Sve igre u kazinu abecednim redom.'],
      pl: ['Wszystkie gry A–Z', 'Wszystkie gry w kasynie w kolejności alfabetycznej.'],
      is: ['Allir leikir A–Ö', 'Allir leikir spilavítisins í stafrófsröð.'],
      nl: ['Alle spellen A–Z', 'Alle spellen van het casino, van A tot Z.'],
    },
    content: { en: ALL_EN },
  },
  {
    vertical: 'live',
    slug: 'home',
    texts: {
      en: [
        'Live casino',
        'Real dealers at roulette, blackjack, baccarat and game-show tables, streamed live.',
      ],
      fi: [
        'Live-kasino',
        'Oikeat jakajat ruletti-, blackjack-, baccarat- ja game show -pöydissä suorana lähetyksenä.',
      ],
      sv: [
        'Livecasino',
        'Riktiga dealers vid roulette-, blackjack-, baccarat- och gameshowbord, direktsänt.',
      ],
      no: [
        'Live casino',
        'Ekte dealere ved rulett-, blackjack-, baccarat- og gameshowbord, direktesendt.',
      ],
      es: [
        'Casino en vivo',
        'Crupieres reales en mesas de ruleta, blackjack, baccarat y concursos, en directo.',
      ],
      hr: [
        'Kasino uživo',
        'Pravi djelitelji za stolovima ruleta, blackjacka, baccarata i game showa, uživo.',
      ],
      sr: [
        'Kazino uživo',
        'Pravi delioci za stolovima ruleta, blackjacka, baccarata i game šoua, uživo.',
      ],
      pl: [
        'Kasyno na żywo',
        'Prawdziwi krupierzy przy stołach ruletki, blackjacka, bakarata i teleturniejów, na żywo.',
      ],
      is: [
        'Lifandi spilavíti',
        'Alvöru gjafarar við rúllettu-, blackjack-, baccarat- og leikjaþáttaborð í beinni útsendingu.',
      ],
      nl: [
        'Live casino',
        'Echte dealers aan roulette-, blackjack-, baccarat- en gameshowtafels, live gestreamd.',
      ],
    },
    content: { en: LIVE_HOME_EN },
  },
  {
    vertical: 'live',
    slug: 'live-popular',
    texts: {
      en: ['Popular live tables', 'The live tables and shows with the most players right now.'],
      fi: ['Suositut livepöydät', 'Livepöydät ja -showt, joissa on juuri nyt eniten pelaajia.'],
      sv: ['Populära livebord', 'Livebord och shower med flest spelare just nu.'],
      no: ['Populære livebord', 'Livebordene og showene med flest spillere akkurat nå.'],
      es: [
        'Mesas en vivo populares',
        'Las mesas y concursos en vivo con más jugadores ahora mismo.',
      ],
      hr: ['Popularni stolovi uživo', 'Stolovi i showovi uživo s trenutačno najviše igrača.'],
      sr: ['Popularni stolovi uživo', 'Stolovi i šou programi uživo sa trenutno najviše igrača.'],
      pl: [
        'Popularne stoły na żywo',
        'Stoły i teleturnieje na żywo z największą liczbą graczy w tej chwili.',
      ],
      is: ['Vinsæl lifandi borð', 'Lifandi borðin og þættirnir með flesta spilara núna.'],
      nl: ['Populaire livetafels', 'De livetafels en shows met de meeste spelers op dit moment.'],
    },
    content: { en: LIVE_POPULAR_EN },
  },
  {
    vertical: 'live',
    slug: 'live-roulette',
    texts: {
      en: [
        'Live roulette',
        'A real wheel and a real croupier: European single-zero roulette, streamed live.',
      ],
      fi: [
        'Live-ruletti',
        'Oikea rulettipyörä ja oikea krupieeri: eurooppalainen yhden nollan ruletti suorana lähetyksenä.',
      ],
      sv: [
        'Liveroulette',
        'Ett riktigt hjul och en riktig croupier: europeisk roulette med en nolla, direktsänd.',
      ],
      no: [
        'Live rulett',
        'Et ekte hjul og en ekte croupier: europeisk rulett med én null, direktesendt.',
      ],
      es: [
        'Ruleta en vivo',
        'Una rueda real y un crupier real: ruleta europea con un solo cero, en directo.',
      ],
      hr: ['Rulet uživo', 'Pravi kotač i pravi krupije: europski rulet s jednom nulom, uživo.'],
      sr: ['Rulet uživo', 'Pravi točak i pravi krupije: evropski rulet sa jednom nulom, uživo.'],
      pl: [
        'Ruletka na żywo',
        'Prawdziwe koło i prawdziwy krupier: ruletka europejska z jednym zerem, na żywo.',
      ],
      is: [
        'Lifandi rúlletta',
        'Alvöru hjól og alvöru gjafari: evrópsk rúlletta með einu núlli í beinni útsendingu.',
      ],
      nl: [
        'Live roulette',
        'Een echt wiel en een echte croupier: Europese roulette met één nul, live gestreamd.',
      ],
    },
    content: { en: LIVE_ROULETTE_EN },
  },
  {
    vertical: 'live',
    slug: 'live-blackjack',
    texts: {
      en: [
        'Live blackjack',
        'Sit at a real table: blackjack pays 3 to 2 and the dealer stands on soft 17.',
      ],
      fi: [
        'Live-blackjack',
        'Istu oikeaan pöytään: blackjack maksaa 3:2 ja jakaja jää pehmeään 17:ään.',
      ],
      sv: [
        'Liveblackjack',
        'Sätt dig vid ett riktigt bord: blackjack betalar 3 till 2 och dealern stannar på mjuk 17.',
      ],
      no: [
        'Live blackjack',
        'Sett deg ved et ekte bord: blackjack betaler 3 til 2 og dealeren står på myk 17.',
      ],
      es: [
        'Blackjack en vivo',
        'Siéntate en una mesa real: el blackjack paga 3 a 2 y el crupier se planta con 17 blando.',
      ],
      hr: [
        'Blackjack uživo',
        'Sjednite za pravi stol: blackjack isplaćuje 3 prema 2, a djelitelj staje na mekih 17.',
      ],
      sr: [
        'Blackjack uživo',
        'Sedite za pravi sto: blackjack isplaćuje 3 prema 2, a delilac staje na mekih 17.',
      ],
      pl: [
        'Blackjack na żywo',
        'Usiądź przy prawdziwym stole: blackjack płaci 3 do 2, a krupier staje na miękkich 17.',
      ],
      is: [
        'Lifandi blackjack',
        'Settu þig við alvöru borð: blackjack greiðir 3 á móti 2 og gjafarinn stoppar á mjúkum 17.',
      ],
      nl: [
        'Live blackjack',
        'Neem plaats aan een echte tafel: blackjack betaalt 3 tegen 2 en de dealer blijft staan op soft 17.',
      ],
    },
    content: { en: LIVE_BLACKJACK_EN },
  },
  {
    vertical: 'live',
    slug: 'gameshows',
    texts: {
      en: [
        'Game shows',
        'Live money-wheel shows with a host: pick your numbers and watch the wheel spin.',
      ],
      fi: [
        'Game show -pelit',
        'Live-rahapyöräshowt juontajan kanssa: valitse numerosi ja katso, kun pyörä pyörii.',
      ],
      sv: [
        'Gameshows',
        'Live-lyckohjulsshower med programledare: välj dina nummer och se hjulet snurra.',
      ],
      no: [
        'Gameshow',
        'Live lykkehjulshow med programleder: velg tallene dine og se hjulet snurre.',
      ],
      es: [
        'Concursos',
        'Concursos en vivo con rueda de premios y presentador: elige tus números y mira girar la rueda.',
      ],
      hr: [
        'Game showovi',
        'Showovi uživo s kotačem sreće i voditeljem: odaberite brojeve i gledajte kako se kotač vrti.',
      ],
      sr: [
        'Game šou',
        'Šou programi uživo sa točkom sreće i voditeljem: izaberite brojeve i gledajte kako se točak okreće.',
      ],
      pl: [
        'Teleturnieje',
        'Teleturnieje na żywo z kołem fortuny i prowadzącym: wybierz liczby i patrz, jak koło się kręci.',
      ],
      is: [
        'Leikjaþættir',
        'Lifandi lukkuhjólsþættir með þáttastjórnanda: veldu tölurnar þínar og horfðu á hjólið snúast.',
      ],
      nl: [
        'Gameshows',
        'Live geldradshows met een presentator: kies je nummers en kijk hoe het rad draait.',
      ],
    },
    content: { en: GAMESHOWS_EN },
  },
  {
    vertical: 'live',
    slug: 'baccarat-live',
    texts: {
      en: [
        'Live baccarat',
        'Punto banco at real tables: back the player, the banker or a tie as the dealer turns the cards.',
      ],
      fi: [
        'Live-baccarat',
        'Punto bancoa oikeissa pöydissä: lyö vetoa pelaajasta, pankkiirista tai tasapelistä jakajan kääntäessä kortit.',
      ],
      sv: [
        'Livebaccarat',
        'Punto banco vid riktiga bord: satsa på spelaren, banken eller oavgjort medan dealern vänder korten.',
      ],
      no: [
        'Live baccarat',
        'Punto banco ved ekte bord: sats på spilleren, banken eller uavgjort mens dealeren snur kortene.',
      ],
      es: [
        'Baccarat en vivo',
        'Punto banco en mesas reales: apuesta por el jugador, la banca o el empate mientras el crupier descubre las cartas.',
      ],
      hr: [
        'Baccarat uživo',
        'Punto banco za pravim stolovima: kladite se na igrača, bankara ili neriješeno dok djelitelj okreće karte.',
      ],
      sr: [
        'Baccarat uživo',
        'Punto banco za pravim stolovima: kladite se na igrača, bankara ili nerešeno dok delilac okreće karte.',
      ],
      pl: [
        'Bakarat na żywo',
        'Punto banco przy prawdziwych stołach: postaw na gracza, bankiera lub remis, gdy krupier odkrywa karty.',
      ],
      is: [
        'Lifandi baccarat',
        'Punto banco við alvöru borð: veðjaðu á leikmanninn, bankann eða jafntefli meðan gjafarinn snýr spilunum.',
      ],
      nl: [
        'Live baccarat',
        'Punto banco aan echte tafels: zet in op de speler, de bank of een gelijkspel terwijl de dealer de kaarten omdraait.',
      ],
    },
    content: { en: LIVE_BACCARAT_EN },
  },
  {
    vertical: 'live',
    slug: 'live-all',
    texts: {
      en: ['All live games A–Z', 'Every live table and game show, from A to Z.'],
      fi: ['Kaikki livepelit A–Ö', 'Kaikki livepöydät ja game show -pelit aakkosjärjestyksessä.'],
      sv: ['Alla livespel A–Ö', 'Alla livebord och gameshows i bokstavsordning.'],
      no: ['Alle livespill A–Å', 'Alle livebord og gameshow i alfabetisk rekkefølge.'],
      es: [
        'Todos los juegos en vivo de la A a la Z',
        'Todas las mesas y concursos en vivo, por orden alfabético.',
      ],
      hr: ['Sve igre uživo A–Ž', 'Svi stolovi i game showovi uživo abecednim redom.'],
      sr: ['Sve igre uživo A–Ž', 'Svi stolovi i game šou programi uživo abecednim redom.'],
      pl: [
        'Wszystkie gry na żywo A–Z',
        'Wszystkie stoły i teleturnieje na żywo w kolejności alfabetycznej.',
      ],
      is: ['Allir lifandi leikir A–Ö', 'Öll lifandi borð og leikjaþættir í stafrófsröð.'],
      nl: ['Alle livespellen A–Z', 'Alle livetafels en gameshows van A tot Z.'],
    },
    content: { en: LIVE_ALL_EN },
  },
];

export type SeedPageRow = {
  vertical: LobbyVertical;
  slug: string;
  locale: PageLocale;
  title: string;
  description: string;
  content: string;
};

/** One row per page and language; a language without its own text leaves `content` empty. */
export function seedPageRows(): SeedPageRow[] {
  return SEED_PAGES.flatMap((page) =>
    PAGE_LOCALES.map((locale) => ({
      vertical: page.vertical,
      slug: page.slug,
      locale,
      title: page.texts[locale][0],
      description: page.texts[locale][1],
      content: page.content[locale] ?? '',
    })),
  );
}

/** Words of a text, as the show-more rule counts them (spec 000 §9: above 400 words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
