/* hookseq: the sequence of play seen from Tcl, registered in hookcmd.c's
 * table:
 *
 *   herald::phase       -> dict: turn last_turn side phase name impulse
 *                          impulses step automatic
 *   herald::event NAME  -> raises an event of the game (sequence.events)
 *                          in this turn; the first time counts; returns
 *                          the turn it came in
 *   herald::when NAME   -> the turn the event came in, 0: not yet
 *
 * herald::event changes the game: phase and order hooks only (their
 * order's journal record replays it), as herald::eliminate. */
#ifndef HERALD_HOOKSEQ_H
#define HERALD_HOOKSEQ_H

#include <tcl.h>

int	hook_phase_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
int	hook_event_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);
int	hook_when_cmd(ClientData, Tcl_Interp *, int, Tcl_Obj *const []);

#endif
