# hostile: rolls dice in a question, huge and malformed dice, a huge reason
# hooks: standing=attack after_order=roll
# expect: herald::roll: no dice may be rolled here
proc attack {args} { herald::roll 1d6 "in a question" }
proc roll {args} {
    catch {herald::roll 99999999d99999999 huge} a
    catch {herald::roll "1d6\x00; exec ls" junk} b
    catch {herald::roll 1d6 [string repeat r 100000]} c
    herald::narrate "dice: $a / $b / [string length $c]"
}
