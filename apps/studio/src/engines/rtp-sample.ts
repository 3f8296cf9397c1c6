// DESIGN §7: a declared RTP is checked by simulation. RTP is a ratio of sums (paid back / wagered),
// so its standard error comes from the delta method: Var(R̂) ≈ Var(paid − R·wager) / (n · mean(wager)²).
// With a constant wager this is the plain standard error of the mean return.

export type RtpSample = {
  rounds: number;
  wagered: number;
  paidBack: number;
  rtp: number;
  standardError: number;
};

export type RtpAccumulator = {
  add(wager: number, paidBack: number): void;
  result(): RtpSample;
};

export function createRtpAccumulator(): RtpAccumulator {
  let rounds = 0;
  let sumWager = 0;
  let sumPaid = 0;
  let sumWager2 = 0;
  let sumPaid2 = 0;
  let sumCross = 0;
  return {
    add(wager, paidBack) {
      rounds += 1;
      sumWager += wager;
      sumPaid += paidBack;
      sumWager2 += wager * wager;
      sumPaid2 += paidBack * paidBack;
      sumCross += wager * paidBack;
    },
    result() {
      const rtp = sumPaid / sumWager;
      const meanWager = sumWager / rounds;
      // Σ(paid − R·wager)² / n, the residual's second moment (its mean is 0 at R = rtp).
      const residual = (sumPaid2 - 2 * rtp * sumCross + rtp * rtp * sumWager2) / rounds;
      const variance = (residual * rounds) / (rounds - 1);
      return {
        rounds,
        wagered: sumWager,
        paidBack: sumPaid,
        rtp,
        standardError: Math.sqrt(variance / rounds) / meanWager,
      };
    },
  };
}
