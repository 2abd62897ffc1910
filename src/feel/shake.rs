//! Shake to roll: a shake is at least two strong jolts within 400 ms, then nothing more
//! for 1 s (so one shake, however long, rolls once). A jolt is strong when the
//! acceleration without gravity exceeds 15 m/s².

/// Two strong jolts this close together (ms) make a shake.
pub const WINDOW_MS: f64 = 400.0;
/// After a shake, motion is ignored this long (ms).
pub const QUIET_MS: f64 = 1000.0;
/// A jolt stronger than this (m/s², without gravity) counts.
pub const STRONG: f64 = 15.0;
/// Standard gravity (m/s²): taken off when a device only reports it included.
pub const GRAVITY: f64 = 9.81;

/// One motion reading, as `devicemotion` gives it (m/s² along x, y, z).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Motion {
    /// `acceleration`: gravity already taken off.
    WithoutGravity([f64; 3]),
    /// `accelerationIncludingGravity` (devices without a gyroscope).
    WithGravity([f64; 3]),
}

impl Motion {
    /// The size of the jolt without gravity (m/s²); NaN readings count as none.
    pub fn strength(self) -> f64 {
        let length = |v: [f64; 3]| (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        let s = match self {
            Motion::WithoutGravity(v) => length(v),
            Motion::WithGravity(v) => (length(v) - GRAVITY).abs(),
        };
        if s.is_finite() {
            s
        } else {
            0.0
        }
    }
}

/// Follows the readings and says when they make a shake.
#[derive(Clone, Debug, Default)]
pub struct ShakeDetector {
    /// When the last strong jolt came (ms), if it can still pair with the next one.
    last_strong: Option<f64>,
    /// Readings before this time (ms) are ignored: a shake was just taken.
    quiet_until: f64,
}

impl ShakeDetector {
    /// A detector that has felt no jolt yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Takes the reading made at `at` (ms, any monotonic clock); true when it completes
    /// a shake.
    pub fn motion(&mut self, at: f64, motion: Motion) -> bool {
        if at < self.quiet_until || motion.strength() <= STRONG {
            return false;
        }
        match self.last_strong {
            Some(before) if at - before <= WINDOW_MS && at >= before => {
                self.last_strong = None;
                self.quiet_until = at + QUIET_MS;
                true
            }
            _ => {
                self.last_strong = Some(at);
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shakes(readings: &[(f64, Motion)]) -> usize {
        let mut d = ShakeDetector::new();
        readings.iter().filter(|(t, m)| d.motion(*t, *m)).count()
    }

    const HARD: Motion = Motion::WithoutGravity([25.0, 0.0, 0.0]);

    #[test]
    fn four_hard_jolts_50_ms_apart_are_one_shake() {
        let r: Vec<_> = (0..4).map(|i| (i as f64 * 50.0, HARD)).collect();
        assert_eq!(shakes(&r), 1);
    }

    #[test]
    fn one_jolt_is_no_shake() {
        assert_eq!(shakes(&[(0.0, HARD)]), 0);
    }

    #[test]
    fn jolts_too_far_apart_are_no_shake() {
        assert_eq!(shakes(&[(0.0, HARD), (401.0, HARD)]), 0);
        assert_eq!(shakes(&[(0.0, HARD), (400.0, HARD)]), 1);
    }

    #[test]
    fn after_a_shake_a_second_passes_before_the_next() {
        let r = [
            (0.0, HARD),
            (100.0, HARD),
            (500.0, HARD),
            (700.0, HARD),
            (1099.0, HARD),
            (1150.0, HARD),
            (1200.0, HARD),
        ];
        // The shake at 100 ms; 500–1099 fall in the quiet second; 1150 + 1200 shake again.
        assert_eq!(shakes(&r), 2);
    }

    #[test]
    fn gentle_motion_is_no_shake() {
        let soft = Motion::WithoutGravity([10.0, 8.0, 0.0]); // 12.8 m/s²
        let r: Vec<_> = (0..10).map(|i| (i as f64 * 30.0, soft)).collect();
        assert_eq!(shakes(&r), 0);
    }

    #[test]
    fn gravity_is_taken_off_when_included() {
        // A phone lying still reads 9.81 downwards: no jolt at all.
        assert!(Motion::WithGravity([0.0, 0.0, GRAVITY]).strength() < 1e-9);
        // x = 25 with gravity included is still a strong jolt (25 − 9.81 > 15).
        let r = [
            (0.0, Motion::WithGravity([25.0, 0.0, 0.0])),
            (50.0, Motion::WithGravity([25.0, 0.0, 0.0])),
        ];
        assert_eq!(shakes(&r), 1);
        // 20 with gravity is 10.19 without: too weak.
        let r = [
            (0.0, Motion::WithGravity([20.0, 0.0, 0.0])),
            (50.0, Motion::WithGravity([20.0, 0.0, 0.0])),
        ];
        assert_eq!(shakes(&r), 0);
    }

    #[test]
    fn broken_readings_count_as_none() {
        let nan = Motion::WithoutGravity([f64::NAN, 0.0, 0.0]);
        assert_eq!(shakes(&[(0.0, nan), (50.0, nan)]), 0);
    }
}
