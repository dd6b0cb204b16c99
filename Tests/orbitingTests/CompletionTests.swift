import Testing

/// Shell completion scripts know the subcommands and the setting names.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptCompletesSubcommandsAndSettings(shell: String) throws {
        let result = try OrbitingBinary.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for word in [
            "show", "history", "config", "shakeAction", "colorDepth", "kiosk-phrase",
            "timer", "until", "stopwatch", "pomodoro", "timers", "status", "overtime", "no-bell",
        ] {
            #expect(result.stdout.contains(word), "\(shell) script lacks \(word)")
        }
    }
}
