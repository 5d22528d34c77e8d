import Arcade
import CSDL2
import JoyStickSDL

/// Plays the game's sound effects on an SDL audio device.
///
/// Sound is a nicety, so this never fails: without audio (muted, no sound server, no device) it stays
/// silent and says why in `unavailableReason`. Effects are synthesized once, up front, so playing one
/// during a frame only hands ready-made samples to SDL's queue: no callback thread of our own, no
/// synthesis or allocation while the game runs.
///
/// SDL's queue is a single voice: a new sound waits for what is queued before it. To keep sounds in
/// step with the picture, anything more than `maxBacklogSeconds` behind is dropped before queueing.
public final class SoundEffects {
    /// How much queued sound may wait in front of a new one before it is dropped instead.
    static let maxBacklogSeconds = 0.1

    /// Whether effects are kept quiet by choice. Muting drops whatever is still queued; unmuting opens
    /// the device if it was never opened because the game started muted.
    public var isMuted: Bool {
        didSet {
            if isMuted {
                if deviceID != 0 { SDL_ClearQueuedAudio(deviceID) }
            } else if !triedOpening {
                openDevice()
            }
        }
    }

    /// Why sound could not start (no audio subsystem, no device), with SDL's own reason; nil when sound
    /// works, and when the game is simply muted.
    public private(set) var unavailableReason: String?

    /// The open SDL audio device, or 0 while there is none; for tests and diagnostics such as
    /// `SDL_GetQueuedAudioSize`. Owned by this object: do not close it.
    public private(set) var deviceID: SDL_AudioDeviceID = 0

    /// Whether `play` currently makes no sound: muted, or no device.
    public var isSilent: Bool { isMuted || deviceID == 0 }

    /// Every effect's samples, made once at init.
    private let cache: [SoundEffect: [Int16]]
    /// Whether this object holds a reference on SDL's audio subsystem, to give back in `deinit`.
    private var startedAudioSubsystem = false
    /// Whether opening was attempted, so a failure is not retried (and re-reported) on every unmute.
    private var triedOpening = false

    /// Synthesizes every effect and, unless muted, opens the default audio device.
    ///
    /// Never fails: if SDL's audio cannot start or no device opens, the object is silent and
    /// `unavailableReason` says why. Set the environment variable `SDL_AUDIODRIVER` (for example to
    /// "dummy") before calling this to choose SDL's driver.
    /// - Parameter muted: start quiet without touching the audio hardware at all
    public init(muted: Bool) {
        var cache: [SoundEffect: [Int16]] = [:]
        for effect in SoundEffect.allCases {
            cache[effect] = SoundSynthesizer.samples(for: effect)
        }
        self.cache = cache
        isMuted = muted
        if !muted { openDevice() }
    }

    deinit {
        if deviceID != 0 { SDL_CloseAudioDevice(deviceID) }
        // SDL counts subsystem users, so this only shuts audio down if nobody else still uses it.
        if startedAudioSubsystem { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
    }

    /// Plays one effect now, dropping any backlog longer than `maxBacklogSeconds` first.
    /// - Parameter effect: the sound to play
    public func play(_ effect: SoundEffect) {
        guard !isSilent else { return }
        dropBacklog()
        enqueue(effect)
    }

    /// Plays the sounds of one game step's events, each kind once, in the order they first happened.
    ///
    /// Five gems taken in one step chime once, not five times over. Distinct sounds of the same step
    /// queue one after another (the backlog is dropped once, before the first), so a gem's chime is
    /// followed by the exit opening rather than cut off by it.
    /// - Parameter events: the events of one game step, as `Game.events` lists them
    public func play(events: [GameEvent]) {
        guard !isSilent, !events.isEmpty else { return }
        dropBacklog()
        for (index, event) in events.enumerated() {
            guard let effect = SoundEffect(event) else { continue }
            // Events per step are few, so a scan beats a set: nothing to allocate while playing.
            let alreadyPlayed = events[..<index].contains { SoundEffect($0) == effect }
            if !alreadyPlayed { enqueue(effect) }
        }
    }

    // MARK: Device

    /// Starts SDL's audio subsystem and opens the default output device, or records why not.
    private func openDevice() {
        triedOpening = true
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            unavailableReason = ControlsError.lastError("SDL_InitSubSystem(SDL_INIT_AUDIO)").description
            return
        }
        startedAudioSubsystem = true
        var desired = SDL_AudioSpec()
        desired.freq = Int32(SoundSynthesizer.sampleRate)
        // Signed 16-bit in the machine's byte order, as Int16 arrays are (AUDIO_S16SYS does not import).
        desired.format = SDL_AudioFormat(1.littleEndian == 1 ? 0x8010 : 0x9010)
        desired.channels = 1
        // SDL drains the queue in chunks of this many samples: about 12 ms, for low latency.
        desired.samples = 512
        desired.callback = nil  // nil selects SDL_QueueAudio instead of a callback
        // No obtained spec and no allowed changes: SDL converts to whatever the hardware wants.
        let id = SDL_OpenAudioDevice(nil, 0, &desired, nil, 0)
        guard id != 0 else {
            unavailableReason = ControlsError.lastError("SDL_OpenAudioDevice").description
            // Nothing to play on, so give the subsystem back now rather than hold it until deinit.
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            startedAudioSubsystem = false
            return
        }
        deviceID = id
        unavailableReason = nil
        // Devices open paused; queued audio would never play.
        SDL_PauseAudioDevice(id, 0)
    }

    /// Drops what is queued if it would delay a new sound by more than `maxBacklogSeconds`.
    private func dropBacklog() {
        let bytesPerSecond = Double(SoundSynthesizer.sampleRate * MemoryLayout<Int16>.size)
        if Double(SDL_GetQueuedAudioSize(deviceID)) > SoundEffects.maxBacklogSeconds * bytesPerSecond {
            SDL_ClearQueuedAudio(deviceID)
        }
    }

    /// Appends an effect's cached samples to the device's queue.
    private func enqueue(_ effect: SoundEffect) {
        guard let samples = cache[effect] else { return }
        samples.withUnsafeBytes { bytes in
            // A failed queue only loses this one sound; there is nothing better to do mid-game.
            _ = SDL_QueueAudio(deviceID, bytes.baseAddress, UInt32(bytes.count))
        }
    }
}
