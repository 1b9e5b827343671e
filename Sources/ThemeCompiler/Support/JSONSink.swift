/// Receives a JSON value as a walk writes it, structure and scalars in order: `JSONWriter`
/// writes the bytes, and a sink that keeps the value (`TableValue.Builder`) can follow the
/// same walk, so a value never has to be read back from bytes.
protocol JSONSink {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// Starts a member of the current object.
    mutating func key(_ key: String)
    /// Starts an element of the current array.
    mutating func element()
    mutating func string(_ value: String)
    mutating func optionalString(_ value: String?)
    mutating func null()
    mutating func number(_ value: Double)
    mutating func number(_ value: Int)
}

extension JSONWriter: JSONSink {}
