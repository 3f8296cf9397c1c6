// Account calls under load (issue: player accounts): login is bound by argon2id by design, so it is
// measured with its own loop — every login needs a fresh session and CSRF token — and the
// validate-email call with autocannon. Each request comes from its own address (X-Forwarded-For,
// the server runs with TRUST_PROXY), so the per-address limits of a real crowd apply, not of one host.
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let address = 0;
function nextAddress() {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
}

function cookieOf(response) {
  const header = response.headers.getSetCookie().find((value) => value.includes('pf_session='));
  return header?.split(';')[0];
}

/**
 * An SMS gateway on this process (the server's SMS_WEBHOOK_URL): the bench reads the registration
 * code from what the server sends, as a player reads their phone. (/dev/outbox is not served to a
 * server behind a proxy, which the bench's server is.)
 */
export async function startSmsGateway(port) {
  const received = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push(JSON.parse(text));
      response.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/sms`,
    /** The newest six-digit code sent to `to`, waiting up to 30 s for the outbox job. */
    async codeFor(to) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const message = received.findLast((sms) => sms.to === to);
        const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
        if (code !== undefined) return code;
        if (Date.now() > deadline) throw new Error(`no SMS code reached ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Registers one player through the real calls (SMS code from `sms`); answers the credentials. */
export async function registerBenchPlayer(base, sms) {
  const forwarded = { ...XHR, 'x-forwarded-for': nextAddress() };
  const csrfResponse = await fetch(`${base}/public-api/v1/get-form-csrf-token`, {
    headers: forwarded,
  });
  const cookie = cookieOf(csrfResponse);
  const { csrf_token: csrfToken } = await csrfResponse.json();
  const headers = { ...forwarded, cookie, 'content-type': 'application/x-www-form-urlencoded' };
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const mobile = '40 999 8877';
  await fetch(`${base}/fi/verify-sms`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      user_email: email,
      user_mobile: mobile,
      user_mobile_prefix: '+358',
    }),
  });
  const code = await sms.codeFor('+358409998877');
  const password = 'Bench-Mark42';
  const registered = await fetch(`${base}/fi/user/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      form_user_email: email,
      form_user_password: password,
      form_user_mobile_prefix: '+358',
      form_user_mobile: mobile,
      form_user_mobile_verification_code: code ?? '',
      form_user_dob_day: '1',
      form_user_dob_month: '2',
      form_user_dob_year: '1980',
      form_user_country: '3',
      form_user_postal_code: '00100',
      form_user_terms_and_conditions_consented: '1',
      form_user_privacy_and_cookie_notice_consented: '1',
      csrf_token: csrfToken,
    }),
  });
  if (registered.status !== 200)
    throw new Error(`bench player not registered: ${await registered.text()}`);
  return { email, password };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Logins per second and latency for `connections` browsers logging in over and over for `seconds`. */
export async function measureLogin(base, player, { seconds, connections }) {
  const latencies = [];
  let failures = 0;
  const endAt = performance.now() + seconds * 1000;
  async function browser() {
    while (performance.now() < endAt) {
      const forwarded = { ...XHR, 'x-forwarded-for': nextAddress() };
      const csrfResponse = await fetch(`${base}/public-api/v1/get-form-csrf-token`, {
        headers: forwarded,
      });
      const cookie = cookieOf(csrfResponse);
      const { csrf_token: csrfToken } = await csrfResponse.json();
      const started = performance.now();
      const response = await fetch(`${base}/fi/user/login`, {
        method: 'POST',
        headers: { ...forwarded, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: player.email,
          password: player.password,
          csrf_token: csrfToken,
        }),
      });
      const body = await response.json();
      latencies.push(performance.now() - started);
      if (response.status !== 200 || body.type !== 'success') failures += 1;
    }
  }
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, browser));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const row = {
    title: 'POST /fi/user/login (argon2id m=19 MiB, t=2)',
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latencyP50Ms: Math.round(percentile(latencies, 50)),
    latencyP99Ms: Math.round(percentile(latencies, 99)),
    failures,
  };
  console.log(
    `${row.title}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, failures ${failures}`,
  );
  return row;
}

export async function measureValidateEmail(base, { seconds, connections }) {
  const result = await autocannon({
    url: `${base}/public-api/v1/validate/email`,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...XHR, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ Email: `someone.${address}@example.com` }),
        }),
      },
    ],
  });
  const row = {
    title: 'POST /public-api/v1/validate/email',
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
  console.log(
    `${row.title}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, non-2xx ${row.non2xx}`,
  );
  return row;
}
