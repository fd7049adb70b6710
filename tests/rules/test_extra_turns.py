"""Extra turns (CR 500.7): "Take an extra turn after this one." adds the turn
directly after this one; several are added one at a time and the most recently
created is taken first; then the normal order of turns goes on."""

from mtgcore.testing import Scenario


def _islands(s, player, n):
    for _ in range(n):
        s.battlefield(player, "Island")


def _libraries(s):
    s.library("A", ["Island"] * 6)
    s.library("B", ["Island"] * 6)


def _turns(s, n):
    """Whose turn each of the next n turns is."""
    out = []
    for _ in range(n):
        s.pass_turn()
        out.append(s.active_player)
    return out


def test_500_7_take_an_extra_turn_after_this_one():
    s = Scenario()
    _islands(s, "A", 2)
    walk = s.hand("A", "Time Walk")
    _libraries(s)
    s.start()
    s.cast("A", walk)
    s.resolve()
    assert s.zone(walk) == "graveyard"
    assert _turns(s, 3) == ["A", "B", "A"]   # the extra turn, then B's, then A's again


def test_500_7_target_player_takes_the_extra_turn_then_the_order_goes_on():
    """A gives B an extra turn: after A's turn B takes it, then B's own turn (the
    normal order goes on from A's turn), then A's."""
    s = Scenario()
    _islands(s, "A", 5)
    warp = s.hand("A", "Time Warp")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=["B"])
    s.resolve()
    assert _turns(s, 3) == ["B", "B", "A"]


def test_500_7_the_most_recently_created_extra_turn_is_taken_first():
    s = Scenario()
    _islands(s, "A", 7)
    warp = s.hand("A", "Time Warp")
    walk = s.hand("A", "Time Walk")
    _libraries(s)
    s.start()
    s.cast("A", warp, targets=["B"])         # first: B's extra turn
    s.resolve()
    s.cast("A", walk)                         # then: A's, taken first
    s.resolve()
    assert _turns(s, 4) == ["A", "B", "B", "A"]
    assert s.turn == 5


def test_500_7_an_extra_turn_taken_during_an_extra_turn():
    s = Scenario()
    _islands(s, "A", 4)
    walks = [s.hand("A", "Time Walk"), s.hand("A", "Time Walk")]
    _libraries(s)
    s.start()
    s.cast("A", walks[0])
    s.resolve()
    s.pass_turn()                             # A's extra turn (turn 2)
    assert s.active_player == "A"
    s.advance("precombat_main")
    s.cast("A", walks[1])                     # another, directly after this one
    s.resolve()
    assert _turns(s, 3) == ["A", "B", "A"]
