//! The sounds, made from numbers: no sound files to download. Dice clatter is a few
//! bounces of filtered noise with a wooden knock; the rest are short soft tones (a sine
//! with a little of its octave). Every sound is faded in and out (no clicks) and peaks
//! at `PEAK`, well below full scale, so none is harsh; the same cue always sounds the same.
//! Sines and decays are computed without the math library (a phase that turns, a
//! factor per sample), which would cost the app's download more than these sounds.

use crate::feel::cue::Cue;
use std::f32::consts::PI;

/// The loudest sample of any sound (full scale is 1).
pub const PEAK: f32 = 0.5;
/// The sample rate used when the browser does not say.
pub const DEFAULT_RATE: f32 = 44_100.0;

/// How long a cue sounds (s).
pub fn seconds(cue: Cue) -> f32 {
    match cue {
        Cue::Throw => 0.42,
        Cue::Hold | Cue::Release => 0.06,
        Cue::Box => 0.16,
        Cue::Kniffel => 0.8,
        Cue::Chip => 0.28,
        Cue::Cards => 0.3,
        Cue::End => 1.1,
    }
}

/// The samples of `cue` at `rate` samples per second (mono).
pub fn samples(cue: Cue, rate: f32) -> Vec<f32> {
    let rate = if rate.is_finite() && rate >= 8_000.0 {
        rate
    } else {
        DEFAULT_RATE
    };
    let mut s = Sound::new(cue, rate);
    match cue {
        Cue::Throw => {
            // Dice bouncing: knocks that come quicker and softer, as they settle.
            let hits = [
                (0.000, 1.0),
                (0.070, 0.8),
                (0.125, 0.65),
                (0.170, 0.7),
                (0.205, 0.45),
                (0.240, 0.5),
                (0.268, 0.3),
                (0.292, 0.25),
                (0.312, 0.15),
            ];
            for (at, amp) in hits {
                s.knock(at, amp);
            }
        }
        Cue::Hold => s.tone(1320.0, 0.0, 0.05, 1.0),
        Cue::Release => s.tone(880.0, 0.0, 0.05, 1.0),
        Cue::Box => {
            s.tone(660.0, 0.0, 0.14, 0.8);
            s.tone(990.0, 0.0, 0.08, 0.3);
        }
        Cue::Kniffel => {
            // C E G C: a small rising fanfare, the last note held.
            for (i, f) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                let at = i as f32 * 0.11;
                let length = if i == 3 { 0.45 } else { 0.16 };
                s.tone(f, at, length, 0.8);
            }
        }
        Cue::Chip => {
            s.tone(1760.0, 0.0, 0.22, 0.6);
            s.tone(2637.0, 0.0, 0.12, 0.35);
            s.tone(1760.0, 0.06, 0.18, 0.35);
        }
        Cue::Cards => {
            // A riffle: many short soft ticks of bright noise.
            for i in 0..10 {
                s.tick(i as f32 * 0.026, 0.6 - i as f32 * 0.03);
            }
        }
        Cue::End => {
            for f in [392.0, 493.88, 587.33, 783.99] {
                s.tone(f, 0.0, 1.0, 0.5);
            }
        }
    }
    s.finish()
}

/// A sound being put together.
struct Sound {
    buf: Vec<f32>,
    rate: f32,
    /// A xorshift state: noise that is the same every time.
    seed: u32,
}

impl Sound {
    fn new(cue: Cue, rate: f32) -> Sound {
        let n = (seconds(cue) * rate).ceil() as usize;
        Sound {
            buf: vec![0.0; n],
            rate,
            seed: 0x9E37_79B9 ^ (cue as u32 + 1),
        }
    }

    fn noise(&mut self) -> f32 {
        let mut x = self.seed;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.seed = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }

    /// The sample range of `length` s from `at` s, cut to the sound.
    fn span(&self, at: f32, length: f32) -> std::ops::Range<usize> {
        let start = ((at * self.rate) as usize).min(self.buf.len());
        let end = (((at + length) * self.rate) as usize).min(self.buf.len());
        start..end
    }

    /// A soft tone: a quick rise, then an exponential fall over `length` s.
    fn tone(&mut self, freq: f32, at: f32, length: f32, amp: f32) {
        let range = self.span(at, length);
        let start = range.start;
        let turn = freq / self.rate;
        let fall = decay(5.0 / (length * self.rate));
        let mut env = 1.0;
        for i in range {
            let n = (i - start) as f32;
            let rise = (n / (0.006 * self.rate)).min(1.0);
            let phase = n * turn;
            self.buf[i] += amp * rise * env * (sine(phase) + 0.25 * sine(2.0 * phase));
            env *= fall;
        }
    }

    /// A die landing: a burst of darkened noise with a short wooden knock in it.
    fn knock(&mut self, at: f32, amp: f32) {
        let length = 0.045;
        let turn = (900.0 + 700.0 * (self.noise() + 1.0)) / self.rate;
        let (fall, body_fall) = (
            decay(1.0 / (0.008 * self.rate)),
            decay(1.0 / (0.012 * self.rate)),
        );
        let range = self.span(at, length);
        let start = range.start;
        let (mut env, mut body_env, mut low) = (1.0, 1.0, 0.0);
        for i in range {
            let n = (i - start) as f32;
            let rise = (n / (0.0015 * self.rate)).min(1.0);
            low += 0.35 * (self.noise() - low);
            let body = sine(n * turn) * body_env;
            self.buf[i] += amp * rise * env * (0.9 * low + 0.5 * body);
            env *= fall;
            body_env *= body_fall;
        }
    }

    /// A card's tick: a very short burst of bright noise.
    fn tick(&mut self, at: f32, amp: f32) {
        let range = self.span(at, 0.02);
        let start = range.start;
        let fall = decay(1.0 / (0.004 * self.rate));
        let (mut env, mut last) = (1.0, 0.0);
        for i in range {
            let rise = ((i - start) as f32 / (0.001 * self.rate)).min(1.0);
            let n = self.noise();
            // The difference of two noise samples: the hiss of paper, without the rumble.
            self.buf[i] += amp * rise * env * (n - last) * 0.5;
            last = n;
            env *= fall;
        }
    }

    /// Scaled to `PEAK`, and faded out over the last 5 ms.
    fn finish(mut self) -> Vec<f32> {
        let loudest = self.buf.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if loudest > 0.0 {
            let k = PEAK / loudest;
            self.buf.iter_mut().for_each(|s| *s *= k);
        }
        let fade = ((0.005 * self.rate) as usize).min(self.buf.len());
        let n = self.buf.len();
        for (j, s) in self.buf[n - fade..].iter_mut().enumerate() {
            *s *= 1.0 - (j + 1) as f32 / fade as f32;
        }
        self.buf
    }
}

/// sin(2π·`turns`), within 0.2 % of full scale (Bhaskara's approximation on each half
/// turn).
fn sine(turns: f32) -> f32 {
    let x = turns - turns.floor();
    let (half, sign) = if x < 0.5 { (x, 1.0) } else { (x - 0.5, -1.0) };
    let a = half * 2.0 * PI;
    let b = a * (PI - a);
    sign * 16.0 * b / (5.0 * PI * PI - 4.0 * b)
}

/// e^(−`x`) for the small `x` of one sample's fall (a few terms of its series suffice).
fn decay(x: f32) -> f32 {
    let x = x.clamp(0.0, 0.5);
    1.0 - x + x * x / 2.0 - x * x * x / 6.0 + x * x * x * x / 24.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(s: &[f32]) -> f32 {
        s.iter().fold(0.0, |m, x| m.max(x.abs()))
    }

    /// Sign changes per second: a rough pitch.
    fn crossings(s: &[f32], rate: f32) -> f32 {
        let n = s
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        n as f32 / (s.len() as f32 / rate)
    }

    #[test]
    fn every_sound_is_audible_soft_and_short() {
        for cue in Cue::ALL {
            for rate in [44_100.0, 48_000.0] {
                let s = samples(cue, rate);
                let length = s.len() as f32 / rate;
                assert!((0.04..=1.2).contains(&length), "{cue:?} lasts {length} s");
                assert!(s.iter().all(|x| x.is_finite()), "{cue:?}");
                let p = peak(&s);
                assert!(
                    (PEAK - 1e-4..=PEAK + 1e-4).contains(&p),
                    "{cue:?} peaks at {p}"
                );
                // Faded in and out: no click at either end.
                assert!(s[0].abs() < 0.05, "{cue:?} starts at {}", s[0]);
                assert_eq!(*s.last().unwrap_or(&1.0), 0.0, "{cue:?}");
            }
        }
    }

    #[test]
    fn sine_and_decay_are_close_to_the_real_ones() {
        for i in 0..=1000 {
            let turns = i as f32 / 250.0 - 2.0;
            let real = (turns * 2.0 * PI).sin();
            assert!((sine(turns) - real).abs() < 0.002, "sin at {turns} turns");
        }
        for x in [0.0, 0.001, 0.01, 0.1] {
            assert!((decay(x) - (-x).exp()).abs() < 1e-5, "e^-{x}");
        }
    }

    #[test]
    fn a_sound_is_the_same_every_time() {
        for cue in Cue::ALL {
            assert_eq!(samples(cue, 48_000.0), samples(cue, 48_000.0));
        }
    }

    #[test]
    fn a_bad_rate_falls_back_to_the_usual_one() {
        let usual = samples(Cue::Hold, DEFAULT_RATE);
        assert_eq!(samples(Cue::Hold, f32::NAN), usual);
        assert_eq!(samples(Cue::Hold, 0.0), usual);
    }

    #[test]
    fn the_throw_is_several_knocks() {
        let rate = 48_000.0;
        let s = samples(Cue::Throw, rate);
        // Loudness per 10 ms: the knocks are peaks with quiet between them.
        let frames: Vec<f32> = s.chunks((rate * 0.01) as usize).map(peak).collect();
        let knocks = frames
            .windows(2)
            .filter(|w| w[1] > 0.1 && w[1] > 2.0 * w[0])
            .count();
        assert!(knocks >= 4, "{knocks} knocks in {frames:?}");
    }

    #[test]
    fn holding_sounds_higher_than_releasing() {
        let rate = 48_000.0;
        let hold = crossings(&samples(Cue::Hold, rate), rate);
        let release = crossings(&samples(Cue::Release, rate), rate);
        assert!(hold > release * 1.2, "{hold} vs {release}");
    }

    #[test]
    fn the_fanfare_rises() {
        let rate = 48_000.0;
        let s = samples(Cue::Kniffel, rate);
        let note = |i: usize| {
            let at = (i as f32 * 0.11 + 0.02) * rate;
            crossings(&s[at as usize..(at + 0.06 * rate) as usize], rate)
        };
        assert!(note(0) < note(1) && note(1) < note(2) && note(2) < note(3));
    }
}
