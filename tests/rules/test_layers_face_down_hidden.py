"""Face-down spells and permanents keep their identity hidden (CR 708.4-708.5,
708.9): a face-down spell has only its face-down characteristics (708.4); action
labels and public descriptions never name it (nor give its card number, which
would tell a known decklist's card); its controller may look at it (708.5); it is
revealed as it leaves the battlefield or the stack (708.9) and when the game ends."""

from mtgcore.testing import Scenario


def _morph_on_stack(bolt=False):
    s = Scenario()
    if bolt:
        s.battlefield("B", "Mountain")
        s.hand("B", "Lightning Bolt")
    for _ in range(3):
        s.battlefield("A", "Island")
    crag = s.hand("A", "Battering Craghorn")       # {2}{R}{R} 3/1 first strike, morph
    s.battlefield("B", "Island")
    s.battlefield("B", "Island")
    s.library("A", ["Island"] * 3)
    s.library("B", ["Island"] * 3)
    s.start()
    s.cast_face_down("A", crag)
    return s, crag


def test_708_4_a_face_down_spell_has_only_face_down_characteristics():
    s, crag = _morph_on_stack()
    assert s.zone(crag) == "stack"
    assert s.name(crag) == ""
    assert s.colors(crag) == set() and s.types(crag) == {"creature"}
    assert s.mana_value(crag) == 0
    view, text = s.game.stack[0]
    assert text == "face-down spell" and view.face_down
    assert "Craghorn" not in repr(view)


def test_708_5_the_opponent_sees_no_identity_in_action_labels():
    s, crag = _morph_on_stack()
    s.resolve()
    o = s._obj(crag)
    s.pass_priority()
    labels = [a.label for a in s.game.legal_actions()]   # B has priority
    card = s.game.object(o).card_id
    assert all("Craghorn" not in lab and f"#{card}" not in lab for lab in labels)
    assert s.game.describe(o) == f"face-down creature (object {o})"
    assert s.game.describe(o, viewer=1) == f"face-down creature (object {o})"


def test_708_5_the_controller_may_look_at_it_on_the_stack_and_the_battlefield():
    s, crag = _morph_on_stack()
    view = s.game.stack[0][0]
    assert view.seen_by(0) == "Battering Craghorn" and view.seen_by(1) == ""
    assert s.game.describe(view.id, viewer=0).endswith(": Battering Craghorn")
    s.resolve()
    view = s.game.object(s._obj(crag))
    assert view.zone == "battlefield" and view.face_down
    assert view.seen_by(0) == "Battering Craghorn" and view.seen_by(1) == ""
    assert view.name == ""                               # public: no name (708.2)


def test_708_9_turned_face_up_or_gone_it_is_known_to_all():
    s, crag = _morph_on_stack()
    s.resolve()
    view = s.game.object(s._obj(crag))
    s.game.concede(1)                                    # the game ends: all revealed
    assert view.seen_by(1) == "Battering Craghorn"
    assert s.game.describe(view.id, viewer=1).endswith(": Battering Craghorn")


def test_708_9_a_face_down_permanent_that_dies_is_revealed_in_the_graveyard():
    s, crag = _morph_on_stack(bolt=True)
    s.resolve()
    bolt = s.cards("B", "hand")[0]
    s.pass_priority()
    s.cast("B", bolt, targets=[crag])
    s.resolve()
    view = s.game.object(s._obj(crag))
    assert view.zone == "graveyard" and not view.face_down
    assert view.seen_by(1) == view.name == "Battering Craghorn"
