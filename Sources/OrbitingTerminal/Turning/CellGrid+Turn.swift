extension CellGrid {
    /// The grid turned to `orientation`: rows and columns reversed as it says, each block
    /// character replaced by the one with its pixels turned the same way. A wide character
    /// keeps its cells together (its first cell stays its leftmost).
    ///
    /// - Complexity: O(cells).
    public func turned(_ orientation: Orientation) -> CellGrid {
        guard !orientation.isUpright else { return self }
        let table = TurnedBlocks.table(flipsRows: orientation.flipsRows, flipsColumns: orientation.flipsColumns)
        var turned = self
        for row in 0..<height {
            let targetRow = Orientation.flip(row, count: height, when: orientation.flipsRows)
            var column = 0
            while column < width {
                let value = self[row, column]
                var span = 1
                while column + span < width, self[row, column + span] == CellGrid.continuationValue { span += 1 }
                if value == CellGrid.continuationValue { span = 1 }  // a stray continuation: kept as one cell
                let target = Orientation.flip(column, length: span, count: width, when: orientation.flipsColumns)
                turned[targetRow, target] = table[value] ?? value
                for offset in 1..<span { turned[targetRow, target + offset] = CellGrid.continuationValue }
                column += span
            }
        }
        return turned
    }
}

extension CoveragePicture {
    /// The picture turned to `orientation`, pixel for pixel.
    ///
    /// - Complexity: O(pixels).
    public func turned(_ orientation: Orientation) -> CoveragePicture {
        guard !orientation.isUpright, width > 0, height > 0 else { return self }
        var turned = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let targetRow = Orientation.flip(y, count: height, when: orientation.flipsRows) * width
            let sourceRow = y * width
            if orientation.flipsColumns {
                for x in 0..<width { turned[targetRow + width - 1 - x] = values[sourceRow + x] }
            } else {
                turned[targetRow..<(targetRow + width)] = values[sourceRow..<(sourceRow + width)]
            }
        }
        return CoveragePicture(width: width, height: height, values: turned)
    }
}

extension PixelRect {
    /// The rectangle where it lands when a picture `width` × `height` pixels is turned to
    /// `orientation`.
    public func turned(_ orientation: Orientation, width: Int, height: Int) -> PixelRect {
        PixelRect(
            x: Orientation.flip(x, length: self.width, count: width, when: orientation.flipsColumns),
            y: Orientation.flip(y, length: self.height, count: height, when: orientation.flipsRows),
            width: self.width, height: self.height)
    }
}
