//! Elo from paired arena games, and the sequential probability ratio test
//! (SPRT) that stops an arena once its results decide between two Elo
//! differences, the way chess engines are tested (fishtest, fastchess).
//!
//! The unit is a *pair*: one deal played twice in a two-player game, A in
//! each seat. A pair scores 0, ½, 1, 1½ or 2 points for A, so the results
//! are five counts (the *pentanomial*); pairing cancels most of the luck of
//! the deal. The test is the generalised SPRT on the pair's mean score with
//! its variance estimated from the counts (the normal approximation of
//! M. Van den Bergh, used by fishtest and fastchess with logistic Elo
//! bounds):
//!
//! ```text
//! s0, s1 = 1 / (1 + 10^(-elo/400)) for ELO0 and ELO1
//! mu     = mean pair score / 2,  var = its variance per pair
//! LLR    = pairs * (s1 - s0) * (2 mu - s0 - s1) / (2 var)
//! stop: LLR <= ln(beta / (1 - alpha)) accepts ELO0,
//!       LLR >= ln((1 - beta) / alpha) accepts ELO1
//! ```
//!
//! Empty counts are given 1e-3 pairs each (as fishtest regularises) so that
//! a one-sided start has a variance.

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
        let (mu, var, n) = pairs.mean_var();
        let (s0, s1) = (elo_to_score(self.elo0), elo_to_score(self.elo1));
        n * (s1 - s0) * (2.0 * mu - s0 - s1) / (2.0 * var)
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

    /// The log-likelihood ratio, checked against the sum over pairs of the
    /// log ratio of the two normal densities (computed apart, in Python), and
    /// the bounds of fishtest's default test: ln(0.05/0.95) = -2.944.
    #[test]
    fn the_test_decides_at_fishtests_bounds() {
        let test = Sprt::new(0.0, 10.0);
        let (lower, upper) = test.bounds();
        assert!(close(lower, -2.944_439, 1e-6) && close(upper, 2.944_439, 1e-6));
        let ahead = Pentanomial([5, 10, 30, 35, 20]);
        assert!(close(test.llr(&ahead), 2.614_020, 1e-5));
        assert!(close(Sprt::new(0.0, 5.0).llr(&ahead), 1.343_357, 1e-5));
        assert!(close(Sprt::new(-5.0, 0.0).llr(&ahead), 1.415_541, 1e-5));
        assert_eq!(test.verdict(&ahead), Verdict::Continue);
        // Twice as many pairs, a little better: decided for ELO1.
        let more = Pentanomial([10, 20, 60, 70, 40]);
        assert!(close(test.llr(&more), 5.228_039, 1e-5));
        assert_eq!(test.verdict(&more), Verdict::Elo1);
        // Even results over many pairs: decided for ELO0.
        let even = Pentanomial([300, 600, 1200, 600, 300]);
        assert!(close(test.llr(&even), -4.139_821, 1e-5));
        assert_eq!(test.verdict(&even), Verdict::Elo0);
        // Three won pairs and nothing else: the empty counts are
        // regularised (1e-3 pairs each), so the variance is not zero.
        let start = Pentanomial([0, 0, 0, 0, 3]);
        assert!(close(test.llr(&start), 34.103_49, 1e-3));
    }
}
