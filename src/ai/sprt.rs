//! Elo from paired arena games, and the sequential probability ratio test
//! (SPRT) that stops an arena once its results decide between two Elo
//! differences, the way chess engines are tested (fishtest, fastchess).
//!
//! The unit is a *pair*: one deal played twice in a two-player game, A in
//! each seat. A pair scores 0, ½, 1, 1½ or 2 points for A, so the results
//! are five counts (the *pentanomial*); pairing cancels most of the luck of
//! the deal. The test is the generalised SPRT of M. Van den Bergh, as
//! fishtest computes it: for each hypothesis, the distribution of pair
//! scores nearest the observed one (its maximum likelihood estimate) whose
//! mean is that hypothesis's score, and the log-likelihood ratio of the
//! observed pairs under the two:
//!
//! ```text
//! s0, s1 = 1 / (1 + 10^(-elo/400)) for ELO0 and ELO1
//! p      = observed share of pairs at each score a = 0, 1/4, ... 1 (per game)
//! p_s    = p / (1 + x (a - s)), x solving sum p (a - s) / (1 + x (a - s)) = 0
//! LLR    = pairs * sum p ln(p_s1 / p_s0)
//! stop: LLR <= ln(beta / (1 - alpha)) accepts ELO0,
//!       LLR >= ln((1 - beta) / alpha) accepts ELO1
//! ```
//!
//! Empty counts are given 1e-3 pairs each (as fishtest regularises) so
//! that every score stays possible. The normal approximation of the same
//! test (LLR from the mean and variance alone) is not used: with a few
//! pairs all alike its variance is near zero and it decides at once (two
//! drawn pairs "proved" H0).

/// Pairs of games by A's points in the pair: 0, ½, 1, 1½, 2.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Adds a pair where A scored `points` (0 to 2 by halves: 1 win, ½ shared).
    pub fn add(&mut self, points: f64) {
        let k = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[k] += 1;
    }

    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Mean score per game (0 to 1), its variance per pair, and the pairs,
    /// over the regularised counts.
    fn mean_var(&self) -> (f64, f64, f64) {
        let counts: Vec<f64> = self
            .0
            .iter()
            .map(|&n| if n == 0 { 1e-3 } else { f64::from(n) })
            .collect();
        let n: f64 = counts.iter().sum();
        let score = |k: usize| k as f64 / 4.0;
        let mu = counts
            .iter()
            .enumerate()
            .map(|(k, c)| c * score(k))
            .sum::<f64>()
            / n;
        let var = counts
            .iter()
            .enumerate()
            .map(|(k, c)| c * (score(k) - mu).powi(2))
            .sum::<f64>()
            / n;
        (mu, var, n)
    }

    /// The Elo difference these pairs show, with its 95 % interval.
    pub fn elo(&self) -> Elo {
        let pairs = self.pairs();
        if pairs == 0 {
            return Elo {
                score: 0.5,
                elo: 0.0,
                low: f64::NEG_INFINITY,
                high: f64::INFINITY,
            };
        }
        let (mu, var, _) = self.mean_var();
        let half = 1.959_964 * (var / f64::from(pairs)).sqrt();
        Elo {
            score: mu,
            elo: score_to_elo(mu),
            low: score_to_elo(mu - half),
            high: score_to_elo(mu + half),
        }
    }
}

/// An Elo difference from game results.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// A's mean score per game (draws half).
    pub score: f64,
    pub elo: f64,
    /// 95 % interval (from the pairs' variance).
    pub low: f64,
    pub high: f64,
}

/// The logistic Elo difference of a mean score: 400 log10(s / (1 - s)).
pub fn score_to_elo(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The mean score an Elo difference expects: 1 / (1 + 10^(-elo / 400)).
pub fn elo_to_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The test's hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// Chance of accepting ELO1 when ELO0 holds.
    pub alpha: f64,
    /// Chance of accepting ELO0 when ELO1 holds.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not decided yet.
    Continue,
    /// A is no better than ELO0 (H0 accepted).
    Elo0,
    /// A is at least ELO1 better (H1 accepted).
    Elo1,
}

impl Sprt {
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// The log-likelihood ratio bounds: (accept ELO0 at or below, accept
    /// ELO1 at or above).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of ELO1 against ELO0 for `pairs`.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let counts = pairs.0.map(|n| if n == 0 { 1e-3 } else { f64::from(n) });
        let n: f64 = counts.iter().sum();
        let observed = counts.map(|c| c / n);
        let h0 = nearest_with_mean(&observed, elo_to_score(self.elo0));
        let h1 = nearest_with_mean(&observed, elo_to_score(self.elo1));
        n * (0..5)
            .map(|k| observed[k] * (h1[k] / h0[k]).ln())
            .sum::<f64>()
    }

    pub fn verdict(&self, pairs: &Pentanomial) -> Verdict {
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::Elo1
        } else if llr <= lower {
            Verdict::Elo0
        } else {
            Verdict::Continue
        }
    }
}

/// The distribution of pair scores (0, 1/4, ... 1 a game) most likely to
/// have given `observed` among those whose mean is `s`: observed[k] / (1 +
/// x (a_k - s)), with x the root of sum observed[k] (a_k - s) / (1 + x (a_k -
/// s)) = 0 between the poles, where that sum falls from +inf to -inf.
fn nearest_with_mean(observed: &[f64; 5], s: f64) -> [f64; 5] {
    let a = |k: usize| k as f64 / 4.0 - s;
    let f = |x: f64| {
        (0..5)
            .map(|k| observed[k] * a(k) / (1.0 + x * a(k)))
            .sum::<f64>()
    };
    let (mut low, mut high) = (-1.0 / a(4), -1.0 / a(0));
    // Halving 200 times takes x to the last bit, never onto a pole.
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if f(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    let x = 0.5 * (low + high);
    std::array::from_fn(|k| observed[k] / (1.0 + x * a(k)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    /// Elo and its interval for fixed counts, worked out by hand: mean pair
    /// score mu = sum(n_k k/4)/N, variance per pair sum(n_k (k/4 - mu)^2)/N,
    /// Elo = 400 log10(mu / (1 - mu)) at mu and mu -/+ 1.96 sqrt(var/N).
    #[test]
    fn elo_and_its_interval_from_pentanomial_counts() {
        // Even: mu 0.5, var 0.075, 100 pairs: 0 Elo, +/- 37.44.
        let e = Pentanomial([10, 20, 40, 20, 10]).elo();
        assert!(close(e.score, 0.5, 1e-12), "{e:?}");
        assert!(close(e.elo, 0.0, 1e-9), "{e:?}");
        assert!(
            close(e.low, -37.442, 1e-3) && close(e.high, 37.442, 1e-3),
            "{e:?}"
        );
        // mu 0.6375, var 0.07171875: 98.07 Elo, 59.65 to 138.99.
        let e = Pentanomial([5, 10, 30, 35, 20]).elo();
        assert!(close(e.score, 0.6375, 1e-12), "{e:?}");
        assert!(close(e.elo, 98.069, 1e-3), "{e:?}");
        assert!(
            close(e.low, 59.651, 1e-3) && close(e.high, 138.986, 1e-3),
            "{e:?}"
        );
        // A score of 3/4 is 400 log10(3) = 190.85 Elo.
        assert!(close(score_to_elo(0.75), 190.849, 1e-3));
        assert!(close(elo_to_score(190.848_75), 0.75, 1e-6));
    }

    /// The log-likelihood ratio, checked against a separate Python
    /// computation of the same maximum-likelihood test (by bisection), and
    /// the bounds of fishtest's default test: ln(0.05/0.95) = -2.944.
    #[test]
    fn the_test_decides_at_fishtests_bounds() {
        let test = Sprt::new(0.0, 10.0);
        let (lower, upper) = test.bounds();
        assert!(close(lower, -2.944_439, 1e-6) && close(upper, 2.944_439, 1e-6));
        let ahead = Pentanomial([5, 10, 30, 35, 20]);
        assert!(close(test.llr(&ahead), 1.951_590, 1e-5));
        assert!(close(Sprt::new(0.0, 5.0).llr(&ahead), 0.995_386, 1e-5));
        assert!(close(Sprt::new(-5.0, 0.0).llr(&ahead), 1.033_273, 1e-5));
        assert_eq!(test.verdict(&ahead), Verdict::Continue);
        // Twice as many pairs, a little better: decided for ELO1.
        let more = Pentanomial([10, 20, 60, 70, 40]);
        assert!(close(test.llr(&more), 3.903_180, 1e-5));
        assert_eq!(test.verdict(&more), Verdict::Elo1);
        // Even results over many pairs: decided for ELO0.
        let even = Pentanomial([300, 600, 1200, 600, 300]);
        assert!(close(test.llr(&even), -4.136_977, 1e-5));
        assert_eq!(test.verdict(&even), Verdict::Elo0);
    }

    /// A few pairs all alike decide nothing: two drawn pairs are no proof
    /// that A is not 30 Elo better, nor three won pairs that it is 10 Elo
    /// better. Every pair won decides for +50 Elo only after 23 pairs, each
    /// adding ln(s1 / s0).
    #[test]
    fn a_few_pairs_all_alike_decide_nothing() {
        let drawn = Pentanomial([0, 0, 2, 0, 0]);
        assert!(close(Sprt::new(0.0, 30.0).llr(&drawn), -0.174_666, 1e-5));
        assert_eq!(Sprt::new(0.0, 30.0).verdict(&drawn), Verdict::Continue);
        let won = Pentanomial([0, 0, 0, 0, 3]);
        assert!(close(Sprt::new(0.0, 10.0).llr(&won), 0.085_160, 1e-5));
        assert_eq!(Sprt::new(0.0, 10.0).verdict(&won), Verdict::Continue);
        let test = Sprt::new(0.0, 50.0);
        assert!(close(
            test.llr(&Pentanomial([0, 0, 0, 0, 22])),
            2.939_267,
            1e-5
        ));
        assert_eq!(
            test.verdict(&Pentanomial([0, 0, 0, 0, 22])),
            Verdict::Continue
        );
        assert!(close(
            test.llr(&Pentanomial([0, 0, 0, 0, 23])),
            3.072_859,
            1e-5
        ));
        assert_eq!(test.verdict(&Pentanomial([0, 0, 0, 0, 23])), Verdict::Elo1);
    }
}
