/// The choices a chaser leaves to chance: which of several equally short ways to take, and whether to hesitate.
/// The game answers them with its seeded random generator; the bot's forecast with ``FirstWay``, so both run
/// the one chaser rule.
protocol ChaseChoices {
    /// A pick in 0..<count among equally short ways (count >= 2).
    mutating func pick(among count: UInt64) -> UInt64
    /// Whether the chaser hesitates at a tile centre, with a chance of one in `oneIn`.
    mutating func hesitates(oneIn: UInt64) -> Bool
}

extension SplitMix64: ChaseChoices {
    mutating func pick(among count: UInt64) -> UInt64 { next(below: count) }
    mutating func hesitates(oneIn: UInt64) -> Bool { next(below: oneIn) == 0 }
}

/// No chance: the first shortest way in the order up, left, right, down, and no new hesitation.
struct FirstWay: ChaseChoices {
    func pick(among count: UInt64) -> UInt64 { 0 }
    func hesitates(oneIn: UInt64) -> Bool { false }
}
