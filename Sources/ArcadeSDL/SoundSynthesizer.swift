import Foundation

/// Makes the game's sound effects from scratch, the way an arcade sound chip would: square, triangle
/// and noise oscillators gliding in pitch under smooth envelopes.
///
/// Synthesis keeps the game free of audio files and makes every effect identical on every run and
/// machine, so tests can check exact lengths and levels. No SDL here: only numbers in, samples out.
public enum SoundSynthesizer {
    /// Samples per second of every effect; the audio device is opened at this rate.
    public static let sampleRate = 44_100

    /// The loudest any effect gets, as a fraction of full scale: headroom so effects can be mixed.
    static let peakLevel = 0.55

    /// One effect as mono, signed 16-bit PCM at `sampleRate`.
    ///
    /// Every effect lasts between 40 ms and 900 ms, starts and ends at silence (no clicks), and peaks
    /// at `peakLevel` of full scale or below. The same effect always gives the same samples.
    /// - Parameter effect: the sound to make
    /// - Returns: the samples, ready to queue on a mono 16-bit device
    public static func samples(for effect: SoundEffect) -> [Int16] {
        // A fresh generator per call so noisy effects come out the same every time.
        var noise = NoiseGenerator()
        let wave: [Double]
        switch effect {
        case .pickUp:
            wave = sequence([Note(.square, 988, seconds: 0.06, volume: 0.5),
                             Note(.square, 1319, seconds: 0.24, volume: 0.5, decay: 8)], noise: &noise)
        case .exitOpened:
            // G4 C5 E5 G5 C6, then a held E6: brighter and longer than a gem, short of a fanfare.
            let arpeggio = [392.0, 523, 659, 784, 1047].map { Note(.triangle, $0, seconds: 0.05) }
            wave = sequence(arpeggio + [Note(.triangle, 1319, seconds: 0.2, decay: 6)], noise: &noise)
        case .shot:
            // Quiet because it is the most frequent sound.
            wave = render(Note(.square, 1400, to: 350, seconds: 0.12, volume: 0.45, decay: 12), noise: &noise)
        case .enemyHit:
            wave = render(Note(.square, 440, to: 160, seconds: 0.08, volume: 0.6, attack: 0.002),
                          noise: &noise)
        case .enemyDestroyed:
            // Noise clocked ever slower falls from hiss to rumble; a low square adds the thump.
            wave = mix(render(Note(.noise, 7000, to: 400, seconds: 0.45, volume: 0.7, decay: 5), noise: &noise),
                       render(Note(.square, 110, to: 40, seconds: 0.3, volume: 0.3, decay: 6), noise: &noise))
        case .playerHit:
            wave = render(Note(.square, 330, to: 55, seconds: 0.5, volume: 0.6, decay: 2), noise: &noise)
        case .levelComplete:
            // C5 E5 G5, then a ringing C6.
            let notes = [523.0, 659, 784].map { Note(.square, $0, seconds: 0.1, volume: 0.5) }
            wave = sequence(notes + [Note(.square, 1047, seconds: 0.4, volume: 0.5, decay: 3)], noise: &noise)
        case .gameOver:
            // G4 F#4 F4, then E4 sagging towards D4: the classic "wah wah wah wahhh".
            let notes = [392.0, 370, 349].map { Note(.triangle, $0, seconds: 0.16) }
            wave = sequence(notes + [Note(.triangle, 330, to: 294, seconds: 0.36, decay: 2)], noise: &noise)
        }
        let scale = peakLevel * Double(Int16.max)
        // Clamped so a future louder recipe distorts instead of trapping on conversion.
        return wave.map { Int16((max(-1, min(1, $0)) * scale).rounded()) }
    }

    // MARK: Building blocks

    /// The shape of one oscillator cycle.
    enum Waveform {
        /// Hollow and buzzy: the classic chip sound.
        case square
        /// Soft and flute-like: for gentler melodies.
        case triangle
        /// A random level held for one cycle: the frequency sets how bright the noise is.
        case noise
    }

    /// One voice: a waveform gliding from one frequency to another under an envelope.
    struct Note {
        var waveform: Waveform
        var from: Double
        var to: Double
        var seconds: Double
        /// Loudness before `peakLevel`, 0...1.
        var volume: Double
        /// How fast the note dies away, per second (exponential); 0 holds it.
        var decay: Double
        /// Fade-in time: a few milliseconds keeps the start from clicking without softening the hit.
        var attack: Double
        /// Fade-out time, so the note ends at silence even when it has not decayed.
        var release: Double

        /// A note at `from` Hz, gliding to `to` Hz if given; the defaults suit a plain, held chip note.
        init(_ waveform: Waveform, _ from: Double, to: Double? = nil, seconds: Double, volume: Double = 1,
             decay: Double = 0, attack: Double = 0.004, release: Double = 0.02) {
            self.waveform = waveform
            self.from = from
            self.to = to ?? from
            self.seconds = seconds
            self.volume = volume
            self.decay = decay
            self.attack = attack
            self.release = release
        }
    }

    /// A tiny xorshift generator with a fixed seed: random-sounding, yet the same on every run.
    struct NoiseGenerator {
        private var state: UInt32 = 0x2545_F491

        /// The next value, evenly spread over -1...1.
        mutating func next() -> Double {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return Double(state) / Double(UInt32.max) * 2 - 1
        }
    }

    /// One note as samples in -1...1.
    static func render(_ note: Note, noise: inout NoiseGenerator) -> [Double] {
        let rate = Double(sampleRate)
        let count = Int((note.seconds * rate).rounded())
        var samples = [Double](repeating: 0, count: count)
        var phase = 0.0
        var held = noise.next()
        for i in 0..<count {
            let progress = Double(i) / Double(count)
            // An exponential glide moves the pitch evenly to the ear, as a linear one would not.
            phase += note.from * pow(note.to / note.from, progress) / rate
            if phase >= 1 {
                phase -= 1
                held = noise.next()
            }
            let value: Double
            switch note.waveform {
            case .square: value = phase < 0.5 ? 1 : -1
            case .triangle: value = 4 * abs(phase - 0.5) - 1
            case .noise: value = held
            }
            samples[i] = value * envelope(note, at: Double(i) / rate, remaining: Double(count - i) / rate)
        }
        return samples
    }

    /// The note's loudness at a moment: smooth fade in, exponential decay, smooth fade out.
    static func envelope(_ note: Note, at time: Double, remaining: Double) -> Double {
        // Smoothstep has no corners, so neither end of a note clicks.
        func smooth(_ x: Double) -> Double {
            let x = max(0, min(1, x))
            return x * x * (3 - 2 * x)
        }
        return note.volume * smooth(time / note.attack) * smooth(remaining / note.release)
            * exp(-note.decay * time)
    }

    /// Notes one after another; each fades in and out, so the joins are articulated, not clicks.
    static func sequence(_ notes: [Note], noise: inout NoiseGenerator) -> [Double] {
        notes.flatMap { render($0, noise: &noise) }
    }

    /// Two sounds played together from the same start; the shorter one is padded with silence.
    static func mix(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<max(a.count, b.count)).map { i in
            (i < a.count ? a[i] : 0) + (i < b.count ? b[i] : 0)
        }
    }
}
