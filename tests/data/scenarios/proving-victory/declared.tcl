# The proving game's game_end hook that declares a result itself: the
# core's victory by points (src/victory.h) then declares nothing (the
# first result stands).
proc proving_declared {turn side phase} {
    herald::declare french "by the scenario's own hook"
}
