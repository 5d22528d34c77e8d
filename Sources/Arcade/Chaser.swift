extension Enemy {
    /// One step of a chaser: at each tile centre it takes the next tile of a shortest
    /// path to the player (`field` is prepared towards the player's tile), choosing
    /// randomly among equally short ways and now and then hesitating, so that several
    /// chasers spread out instead of stacking. It stands still when it is on the
    /// player's tile or cannot reach it. The bot's forecast runs the same rule with ``FirstWay``.
    mutating func chase<Choices: ChaseChoices>(field: PathFinder, choices: inout Choices) {
        var budget = kind.speed
        // A step can pass at most one centre at these speeds; the bound is just a guard.
        for _ in 0..<4 {
            if tile == target {
                if waitSteps > 0 {
                    waitSteps -= 1
                    return
                }
                guard let next = field.nextStep(from: tile, choosing: &choices) else { return }
                if choices.hesitates(oneIn: Rules.chaserHesitationOneIn) {
                    waitSteps = Rules.chaserHesitationSteps
                    return
                }
                target = next
            }
            budget = walk(budget: budget)
            if budget <= 0 { return }
        }
    }
}
