/// What a full-screen program asks its loop to do, as a value: the program keeps these in
/// `ScreenProgram.takeEffects()` instead of calling into the loop, and the loop carries them
/// out after each call into the program (tests read them the same way).
public enum ScreenEffect: Sendable, Equatable {
    /// Draw a new frame (as soon as the frame rate allows).
    case draw
    /// Ring the terminal's bell.
    case ring
    /// Write a sequence outside the frames: a window title, a notification, a progress bar.
    case send(String)
    /// Give the terminal back and stop (Ctrl-Z); taken again on SIGCONT, and refitted.
    case suspend
}
