extension Array where Element == UInt8 {
    /// Appends `number`'s decimal digits (0 for a negative number): the numbers of escape
    /// sequences written as bytes (SGR colour channels, sixel repeat counts and registers),
    /// with no string made for them.
    mutating func appendDecimal(_ number: Int) {
        let number = Swift.max(0, number)
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
