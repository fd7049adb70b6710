"""Cards whose names begin with P."""

from mtgcore.cards.dsl import (Activated, AddMana, Amount, ApplyEffect, AtBeginningOfNextUpkeep, BecomeMonarch,
                               Card, Change,
                               CreateTokens, DealDamage, DiscardHand, DoubleTokens, DrawCards,
                               EnterAsCopy, Escaped, EscapesWithCounters, Fight, GainLife,
                               LoseLife, OnEnter, OnStep, Pump, Sacrifice, Scry, Sel, Static, Tap,
                               Token, Triggered)
from mtgcore.cards.dsl import Destroy, Target

TREASURE = Token("Treasure", "", 0, 0, types="Artifact", token_name="Treasure",
                 abilities=(Activated("{T}, Sacrifice this token: Add one mana of any color.",
                                      [AddMana("any")], tap=True, sacrifice_self=True),),
                 oracle="{T}, Sacrifice this token: Add one mana of any color.")

CARDS = [
    Card(
        name="Pacifism",
        cost="{1}{W}",
        type_line="Enchantment — Aura",
        oracle="Enchant creature\nEnchanted creature can't attack or block.",
        enchant="creature",
        # CR 613.10: a rules effect applied after all layers; "loses all abilities" leaves it.
        statics=[Static("Enchanted creature can't attack or block.",
                        Change(restrict=("can't attack", "can't block")), affects="attached")],
    ),
    Card(
        name="Palace Guard",
        cost="{2}{W}",
        type_line="Creature — Human Soldier",
        oracle="This creature can block any number of creatures.",
        power=1,
        toughness=4,
        keywords=["can block any number of creatures"],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {W}." (added by the DSL).
    Card(  # CR 724: the monarch
        name="Palace Sentinels",
        cost="{3}{W}",
        type_line="Creature — Human Soldier",
        oracle="When this creature enters, you become the monarch.",
        power=2,
        toughness=4,
        abilities=[Triggered("When this creature enters, you become the monarch.", OnEnter(),
                             [BecomeMonarch()])],
    ),
    Card(
        name="Panic",
        cost="{R}",
        type_line="Instant",
        oracle=("Cast this spell only during combat before blockers are declared.\n"
                "Target creature can't block this turn.\n"
                "Draw a card at the beginning of the next turn's upkeep."),
        cast_only="during combat before blockers are declared",
        spell=[ApplyEffect(Change(restrict=("can't block",)), target="creature"),  # 613.10
               AtBeginningOfNextUpkeep("Draw a card.", DrawCards(1), subject="you")],
    ),
    Card(
        name="Parallel Lives",
        cost="{3}{G}",
        type_line="Enchantment",
        oracle=("If an effect would create one or more tokens under your control, it creates "
                "twice that many of those tokens instead."),
        replacements=[DoubleTokens("If an effect would create one or more tokens under your "
                                   "control, it creates twice that many of those tokens instead.")],
    ),
    Card(
        name="Peace and Quiet",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Destroy two target enchantments.",
        spell=[Destroy(target=Target("enchantment", count=2))],
    ),
    Card(
        name="Peach Garden Oath",
        cost="{W}",
        type_line="Sorcery",
        oracle="You gain 2 life for each creature you control.",
        spell=[GainLife(Amount("count", of="creature you control", times=2))],
    ),
    Card(
        name="Pestilent Syphoner",
        cost="{1}{B}",
        type_line="Creature — Phyrexian Insect",
        oracle=("Flying\n"
                "Toxic 1 (Players dealt combat damage by this creature also get a poison "
                "counter.)"),
        power=1,
        toughness=1,
        keywords=["flying", "toxic 1"],
    ),
    Card(
        name="Pharika's Spawn",
        cost="{3}{B}",
        type_line="Creature — Gorgon",
        oracle=("Escape—{5}{B}, Exile three other cards from your graveyard. (You may cast this "
                "card from your graveyard for its escape cost.)\n"
                "This creature escapes with two +1/+1 counters on it. When it enters this way, "
                "each opponent sacrifices a non-Gorgon creature of their choice."),
        power=3,
        toughness=4,
        escape="{5}{B}, Exile three other cards from your graveyard",
        replacements=[EscapesWithCounters("+1/+1", 2, "This creature escapes with two +1/+1 "
                                                      "counters on it.")],  # CR 702.138c
        # CR 702.138c, 603.11: the linked "When it enters this way" triggers when it
        # enters after that replacement applied: when it escaped.
        abilities=[Triggered("When it enters this way, each opponent sacrifices a non-Gorgon "
                             "creature of their choice.", OnEnter(),
                             [Sacrifice(Sel(types=("creature",), not_subtype="Gorgon",
                                            text="non-Gorgon creature"), subject="each opponent")],
                             condition=Escaped())],
    ),
    Card(
        name="Phyrexian Arena",
        cost="{1}{B}{B}",
        type_line="Enchantment",
        oracle="At the beginning of your upkeep, you draw a card and you lose 1 life.",
        abilities=[Triggered("At the beginning of your upkeep, you draw a card and you lose 1 "
                             "life.", OnStep("upkeep"), [DrawCards(1), LoseLife(1)])],
    ),
    Card(
        name="Phyrexian Metamorph",
        cost="{3}{U/P}",
        type_line="Artifact Creature — Phyrexian Shapeshifter",
        oracle=("({U/P} can be paid with either {U} or 2 life.)\n"
                "You may have this creature enter as a copy of any artifact or creature on the "
                "battlefield, except it's an artifact in addition to its other types."),
        power=0,
        toughness=0,
        replacements=[EnterAsCopy("artifact or creature", "You may have this creature enter as a "
                                  "copy of any artifact or creature on the battlefield, except "
                                  "it's an artifact in addition to its other types.",
                                  except_=Change(add_types="artifact"))],  # 707.9b
    ),
    Card(
        name="Plains",
        type_line="Basic Land — Plains",
        oracle="({T}: Add {W}.)",
    ),
    Card(
        name="Plateau",
        type_line="Land — Mountain Plains",
        oracle="({T}: Add {R} or {W}.)",
    ),
    Card(
        name="Predator's Strike",
        cost="{1}{G}",
        type_line="Instant",
        oracle=("Target creature gets +3/+3 and gains trample until end of turn. (It can deal "
                "excess combat damage to the player or planeswalker it's attacking.)"),
        spell=[Pump(3, 3, target="creature", keywords=["trample"])],
    ),
    Card(
        name="Preordain",
        cost="{U}",
        type_line="Sorcery",
        oracle=("Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, "
                "then put any number of them on the bottom and the rest on top in any order.)"),
        spell=[Scry(2), DrawCards(1)],
    ),
    Card(
        name="Pressure Point",
        cost="{1}{W}",
        type_line="Instant",
        oracle="Tap target creature.\nDraw a card.",
        spell=[Tap(target="creature"), DrawCards(1)],
    ),
    Card(
        name="Prey Upon",
        cost="{G}",
        type_line="Sorcery",
        oracle=("Target creature you control fights target creature you don't control. "
                "(Each deals damage equal to its power to the other.)"),
        spell=[Fight("creature you control", "creature you don't control")],
    ),
    Card(
        name="Prized Unicorn",
        cost="{3}{G}",
        type_line="Creature — Unicorn",
        oracle="All creatures able to block this creature do so.",
        power=2,
        toughness=2,
        keywords=["all creatures able to block this creature do so"],
    ),
    Card(
        name="Prodigal Pyromancer",
        cost="{2}{R}",
        type_line="Creature — Human Wizard",
        oracle="{T}: This creature deals 1 damage to any target.",
        power=1,
        toughness=1,
        abilities=[Activated("{T}: This creature deals 1 damage to any target.",
                             [DealDamage(1, target="any")], tap=True)],
    ),
    Card(
        name="Propaganda",
        cost="{2}{U}",
        type_line="Enchantment",
        oracle=("Creatures can't attack you unless their controller pays {2} for each creature they "
                "control that's attacking you."),
        keywords=["creatures can't attack you unless their controller pays {2} for each creature "
                  "they control that's attacking you"],
    ),
    Card(
        name="Prosperous Innkeeper",
        cost="{1}{G}",
        type_line="Creature — Halfling Citizen",
        oracle=("When this creature enters, create a Treasure token. (It's an artifact with "
                '"{T}, Sacrifice this token: Add one mana of any color.")\n'
                "Whenever another creature you control enters, you gain 1 life."),
        power=1,
        toughness=1,
        abilities=[
            Triggered("When this creature enters, create a Treasure token.", OnEnter(),
                      [CreateTokens(1, TREASURE)]),
            Triggered("Whenever another creature you control enters, you gain 1 life.",
                      OnEnter("another creature you control"), [GainLife(1)]),
        ],
    ),
    Card(
        name="Proven Combatant",
        cost="{U}",
        type_line="Creature — Human Warrior",
        oracle=("Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: Create a "
                "token that's a copy of it, except it's a 4/4 black Zombie Human Warrior with no "
                "mana cost. Eternalize only as a sorcery.)"),
        power=1,
        toughness=1,
        keywords=["eternalize {4}{U}{U}"],
    ),
    Card(
        name="Psychic Vortex",
        cost="{2}{U}{U}",
        type_line="Enchantment",
        oracle=("Cumulative upkeep\u2014Draw a card. (At the beginning of your upkeep, put an age "
                "counter on this permanent, then sacrifice it unless you pay its upkeep cost for "
                "each age counter on it.)\n"
                "At the beginning of your end step, sacrifice a land and discard your hand."),
        keywords=["cumulative upkeep\u2014draw a card"],
        abilities=[Triggered("At the beginning of your end step, sacrifice a land and discard "
                             "your hand.", OnStep("end_step"), [Sacrifice("land"), DiscardHand()])],
    ),
    Card(
        name="Pyroclasm",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle="Pyroclasm deals 2 damage to each creature.",
        spell=[DealDamage(2, each="creature")],
    ),
    Card(
        name="Pyromatics",
        cost="{1}{R}",
        type_line="Instant",
        oracle=("Replicate {1}{R} (When you cast this spell, copy it for each time you paid its "
                "replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 "
                "damage to any target."),
        keywords=["replicate {1}{R}"],  # 702.56a
        spell=[DealDamage(1, target="any")],
    ),
]
