# hostile: lets the maths library's last digits decide (they can differ
# between two machines exchanging turn files)
# hooks: after_order=decide standing=say
# expect: sin(): its last digits can differ between two machines' maths libraries
proc decide {args} {
    if {![catch {expr {sin(1e22)}} x] && [string index $x end] in {1 3 5 7 9}} {
        herald::declare red "by the last digit of sin(1e22): $x"
    }
}
proc say {args} {
    foreach f {sin cos tan exp log pow atan2 hypot} {
        catch {expr "$f\(0.5, 0.5)"} r
        catch {expr "$f\(0.5)"} r
        herald::narrate "$f: $r"
    }
    expr {sin(1e22)}
}
