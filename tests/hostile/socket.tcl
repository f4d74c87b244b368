# hostile: opens a listening socket and connects out
# hooks: standing=attack
# expect: invalid command name "socket"
proc attack {args} {
    catch {socket -server accept 0} e1
    catch {socket 127.0.0.1 9} e2
    herald::narrate "socket: $e1 / $e2"
    socket -server accept 0
    herald::narrate ESCAPED
}
