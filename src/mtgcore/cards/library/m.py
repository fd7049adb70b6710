"""Cards whose names begin with M."""

from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, Card, Change, ChangeText,
                               CounterUnlessPay, CreateTokens, DealDamage, Destroy, Discard,
                               DrawCards, ExileIfItWouldDie, Explore, GainLife, LoseLife,
                               ManaAbility, Mill, OnAttack, OnDies, OnEnter, OnStep,
                               PreventDamage, Pump, PutCounters, PutOnLibrary, ReturnToHand, Sel,
                               Static, Tap, Token, Triggered)

CARDS = [
    Card(
        name="MacCready, Lamplight Mayor",
        cost="{W}{B}",
        type_line="Legendary Creature — Human Advisor",
        oracle=("Whenever a creature you control with power 2 or less attacks, it gains skulk until "
                "end of turn. (It can't be blocked by creatures with greater power.)\n"
                "Whenever a creature with power 4 or greater attacks you, its controller loses 2 "
                "life and you gain 2 life."),
        power=1,
        toughness=3,
        # CR 508.2a: the attacker's power as it is declared.
        abilities=[Triggered("Whenever a creature you control with power 2 or less attacks, it "
                             "gains skulk until end of turn.",
                             OnAttack(Sel(types=("creature",), controller="you", power_le=2,
                                          text="creature you control with power 2 or less")),
                             [Pump(0, 0, subject="it", keywords=["skulk"])]),
                   Triggered("Whenever a creature with power 4 or greater attacks you, its "
                             "controller loses 2 life and you gain 2 life.",
                             OnAttack(Sel(types=("creature",), power_ge=4,
                                          text="creature with power 4 or greater"), you=True),
                             [LoseLife(2, subject="it controller"), GainLife(2)])],
    ),
    Card(
        name="Magical Hack",
        cost="{U}",
        type_line="Instant",
        oracle=("Change the text of target spell or permanent by replacing all instances of one "
                "basic land type with another. (For example, you may change \"swampwalk\" to "
                "\"plainswalk.\" This effect lasts indefinitely.)"),
        spell=[ChangeText("basic land type", target="spell or permanent")],
    ),
    Card(
        name="Magma Spray",
        cost="{R}",
        type_line="Instant",
        oracle=("Magma Spray deals 2 damage to target creature. If that creature would die "
                "this turn, exile it instead."),
        spell=[DealDamage(2, target="creature"), ExileIfItWouldDie(subject="target:0")],
    ),
    Card(
        name="Magus of the Moon",
        cost="{2}{R}",
        type_line="Creature — Human Wizard",
        oracle="Nonbasic lands are Mountains.",
        power=2,
        toughness=2,
        statics=[Static("Nonbasic lands are Mountains.", Change(land_types=["Mountain"]),
                        affects=Sel(types=("land",), not_supertypes=("basic",),
                                    text="nonbasic land"))],
    ),
    Card(
        name="Mahamoti Djinn",
        cost="{4}{U}{U}",
        type_line="Creature — Djinn",
        oracle=("Flying (This creature can't be blocked except by creatures with flying "
                "or reach.)"),
        power=5,
        toughness=6,
        keywords=["flying"],
    ),
    Card(
        name="Man-o'-War",
        cost="{2}{U}",
        type_line="Creature — Jellyfish",
        oracle="When this creature enters, return target creature to its owner's hand.",
        power=2,
        toughness=2,
        abilities=[Triggered("When this creature enters, return target creature to its owner's "
                             "hand.", OnEnter(), [ReturnToHand(target="creature")])],
    ),
    Card(
        name="Mana Leak",
        cost="{1}{U}",
        type_line="Instant",
        oracle="Counter target spell unless its controller pays {3}.",
        spell=[CounterUnlessPay(3, target="spell")],
    ),
    Card(
        name="March of the Machines",
        cost="{3}{U}",
        type_line="Enchantment",
        oracle=("Each noncreature artifact is an artifact creature with power and toughness each "
                "equal to its mana value. (Equipment that's a creature can't equip a creature.)"),
        statics=[Static("Each noncreature artifact is an artifact creature with power and "
                        "toughness each equal to its mana value.",
                        Change(add_types=["creature"], power=1, toughness=1,
                               pt_amount="mana value"),
                        affects=Sel(types=("artifact",), not_types=("creature",),
                                    text="noncreature artifact"))],
    ),
    Card(
        name="Mardu Scout",
        cost="{R}{R}",
        type_line="Creature — Goblin Scout",
        oracle=("Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains "
                "haste, and it's returned from the battlefield to its owner's hand at the "
                "beginning of the next end step.)"),
        power=3,
        toughness=1,
        dash="{1}{R}",
    ),
    Card(
        name="Maro",
        cost="{2}{G}{G}",
        type_line="Creature — Elemental",
        oracle="Maro's power and toughness are each equal to the number of cards in your hand.",
        power=0,
        toughness=0,
        statics=[Static("Maro's power and toughness are each equal to the number of cards in "
                        "your hand.",
                        Change(power=1, toughness=1, pt_amount="cards in hand"), cda=True)],
    ),
    Card(
        name="Mending Hands",
        cost="{W}",
        type_line="Instant",
        oracle="Prevent the next 4 damage that would be dealt to any target this turn.",
        spell=[PreventDamage(4, target="any")],
    ),
    Card(
        name="Merfolk Branchwalker",
        cost="{1}{G}",
        type_line="Creature — Merfolk Scout",
        oracle=("When this creature enters, it explores. (Reveal the top card of your library. Put "
                "that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this "
                "creature, then put the card back or put it into your graveyard.)"),
        power=2,
        toughness=1,
        abilities=[Triggered("When this creature enters, it explores.", OnEnter(), [Explore()])],
    ),
    Card(
        name="Merfolk Secretkeeper",
        cost="{U}",
        type_line="Creature — Merfolk Wizard",
        oracle="",
        power=0,
        toughness=4,
        adventure=Card(  # CR 715
            name="Venture Deeper",
            cost="{U}",
            type_line="Sorcery — Adventure",
            oracle=("Target player mills four cards. (Then exile this card. You may cast the "
                    "creature later from exile.)"),
            spell=[Mill(4, target="player")],
        ),
    ),
    Card(
        name="Merfolk Trickster",
        cost="{U}{U}",
        type_line="Creature — Merfolk Wizard",
        oracle=("Flash\nWhen this creature enters, tap target creature an opponent controls. "
                "It loses all abilities until end of turn."),
        power=2,
        toughness=2,
        keywords=["flash"],
        abilities=[Triggered("When this creature enters, tap target creature an opponent "
                             "controls. It loses all abilities until end of turn.", OnEnter(),
                             [Tap(target="creature an opponent controls"),
                              ApplyEffect(Change(lose_all_abilities=True),
                                          subject="target:0")])],
    ),
    Card(
        name="Meteor Crater",
        type_line="Land",
        oracle="{T}: Choose a color of a permanent you control. Add one mana of that color.",
        # CR 106.5: no colored permanent, no mana.
        abilities=[ManaAbility("any", "{T}: Choose a color of a permanent you control. Add one "
                               "mana of that color.", reflect="color of",
                               of=Sel(controller="you", text="permanent you control"))],
    ),
    Card(
        name="Midnight Banshee",
        cost="{3}{B}{B}{B}",
        type_line="Creature — Spirit",
        oracle=("Wither (This deals damage to creatures in the form of -1/-1 counters.)\n"
                "At the beginning of your upkeep, put a -1/-1 counter on each nonblack creature."),
        power=5,
        toughness=5,
        keywords=["wither"],
        abilities=[Triggered("At the beginning of your upkeep, put a -1/-1 counter on each "
                             "nonblack creature.", OnStep("upkeep"),
                             [PutCounters("-1/-1", 1, each="nonblack creature")])],
    ),
    Card(
        name="Might of the Masses",
        cost="{G}",
        type_line="Instant",
        oracle="Target creature gets +1/+1 until end of turn for each creature you control.",
        spell=[Pump(1, 1, target="creature", amount=Amount("count", of="creature you control"))],
    ),
    Card(
        name="Mind Bend",
        cost="{U}",
        type_line="Instant",
        oracle=("Change the text of target permanent by replacing all instances of one color word "
                "with another or one basic land type with another. (For example, you may change "
                "\"nonblack creature\" to \"nongreen creature\" or \"forestwalk\" to "
                "\"islandwalk.\" This effect lasts indefinitely.)"),
        spell=[ChangeText(("color", "basic land type"), target="permanent")],
    ),
    Card(
        name="Mind Rot",
        cost="{2}{B}",
        type_line="Sorcery",
        oracle="Target player discards two cards.",
        spell=[Discard(2, target="player")],
    ),
    Card(
        name="Mind Spring",
        cost="{X}{U}{U}",
        type_line="Sorcery",
        oracle="Draw X cards.",
        spell=[DrawCards(Amount("x"))],
    ),
    Card(
        name="Ministrant of Obligation",
        cost="{2}{W}",
        type_line="Creature — Human Cleric",
        oracle=("Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit "
                "creature tokens with flying.)"),
        power=2,
        toughness=1,
        keywords=["afterlife 2"],
    ),
    Card(
        name="Miscalculation",
        cost="{1}{U}",
        type_line="Instant",
        oracle=("Counter target spell unless its controller pays {2}.\n"
                "Cycling {2} ({2}, Discard this card: Draw a card.)"),
        keywords=["cycling {2}"],
        spell=[CounterUnlessPay(2, target="spell")],
    ),
    Card(
        name="Mishra's Factory",
        type_line="Land",
        oracle=("{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature "
                "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets "
                "+1/+1 until end of turn."),
        abilities=[ManaAbility("C"),
                   Activated("{1}: This land becomes a 2/2 Assembly-Worker artifact creature "
                             "until end of turn. It's still a land.",
                             [ApplyEffect(Change(add_types=["artifact", "creature"],
                                                 add_subtypes=["Assembly-Worker"], power=2,
                                                 toughness=2), subject="self")],
                             cost="{1}"),
                   Activated("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
                             [Pump(1, 1, target=Sel(types=("creature",), subtype="Assembly-Worker",
                                                    text="Assembly-Worker creature"))],
                             tap=True)],
    ),
    Card(
        name="Mitotic Slime",
        cost="{4}{G}",
        type_line="Creature — Ooze",
        oracle=("When this creature dies, create two 2/2 green Ooze creature tokens. They have "
                '"When this token dies, create two 1/1 green Ooze creature tokens."'),
        power=4,
        toughness=4,
        abilities=[Triggered(
            ('When this creature dies, create two 2/2 green Ooze creature tokens. They have "When '
             'this token dies, create two 1/1 green Ooze creature tokens."'), OnDies(),
            [CreateTokens(2, Token(
                "Ooze", "G", 2, 2,
                abilities=(Triggered("When this token dies, create two 1/1 green Ooze "
                                     "creature tokens.", OnDies(),
                                     [CreateTokens(2, Token("Ooze", "G", 1, 1))]),),
                oracle="When this token dies, create two 1/1 green Ooze creature tokens."))])],
    ),
    Card(
        name="Mob Justice",
        cost="{1}{R}",
        type_line="Sorcery",
        oracle=("Mob Justice deals damage to target player or planeswalker equal to the number "
                "of creatures you control."),
        spell=[DealDamage(Amount("count", of="creature you control"),
                          target="player or planeswalker")],
    ),
    Card(
        name="Mogg Fanatic",
        cost="{R}",
        type_line="Creature — Goblin",
        oracle="Sacrifice this creature: It deals 1 damage to any target.",
        power=1,
        toughness=1,
        abilities=[Activated("Sacrifice this creature: It deals 1 damage to any target.",
                             [DealDamage(1, target="any")], sacrifice_self=True)],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {R}." (added by the DSL).
    Card(
        name="Monastery Swiftspear",
        cost="{R}",
        type_line="Creature — Human Monk",
        oracle=("Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
                "until end of turn.)"),
        power=1,
        toughness=2,
        keywords=["haste", "prowess"],
    ),
    Card(
        name="Mountain",
        type_line="Basic Land — Mountain",
        oracle="({T}: Add {R}.)",
    ),
    Card(
        name="Mountain Goat",
        cost="{R}",
        type_line="Creature — Goat",
        oracle=("Mountainwalk (This creature can't be blocked as long as defending player "
                "controls a Mountain.)"),
        power=1,
        toughness=1,
        keywords=["mountainwalk"],
    ),
    Card(
        name="Mtenda Herder",
        cost="{W}",
        type_line="Creature — Human Scout",
        oracle=("Flanking (Whenever a creature without flanking blocks this creature, the blocking "
                "creature gets -1/-1 until end of turn.)"),
        power=1,
        toughness=1,
        keywords=["flanking"],
    ),
    Card(
        name="Mulldrifter",
        cost="{4}{U}",
        type_line="Creature — Elemental",
        oracle=("Flying\n"
                "When this creature enters, draw two cards.\n"
                "Evoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's "
                "sacrificed when it enters.)"),
        power=2,
        toughness=2,
        keywords=["flying"],
        abilities=[Triggered("When this creature enters, draw two cards.", OnEnter(),
                             [DrawCards(2)])],
        evoke="{2}{U}",
    ),
    Card(
        name="Multani's Acolyte",
        cost="{G}{G}",
        type_line="Creature — Elf",
        oracle=("Echo {G}{G} (At the beginning of your upkeep, if this came under your control "
                "since the beginning of your last upkeep, sacrifice it unless you pay its echo "
                "cost.)\n"
                "When this creature enters, draw a card."),
        power=2,
        toughness=1,
        keywords=["echo {G}{G}"],
        abilities=[Triggered("When this creature enters, draw a card.", OnEnter(),
                             [DrawCards(1)])],
    ),
    Card(
        name="Murder",
        cost="{1}{B}{B}",
        type_line="Instant",
        oracle="Destroy target creature.",
        spell=[Destroy(target="creature")],
    ),
    Card(
        name="Murderous Rider",
        cost="{1}{B}{B}",
        type_line="Creature — Zombie Knight",
        oracle="Lifelink\nWhen this creature dies, put it on the bottom of its owner's library.",
        power=2,
        toughness=3,
        keywords=["lifelink"],
        abilities=[Triggered("When this creature dies, put it on the bottom of its owner's "
                             "library.", OnDies(), [PutOnLibrary(subject="it", bottom=True)])],
        adventure=Card(  # CR 715
            name="Swift End",
            cost="{1}{B}{B}",
            type_line="Instant — Adventure",
            oracle="Destroy target creature or planeswalker. You lose 2 life.",
            spell=[Destroy(target="creature or planeswalker"), LoseLife(2)],
        ),
    ),
    Card(
        name="Mutagenic Growth",
        cost="{G/P}",
        type_line="Instant",
        oracle=("({G/P} can be paid with either {G} or 2 life.)\n"
                "Target creature gets +2/+2 until end of turn."),
        spell=[Pump(2, 2, target="creature")],
    ),
    Card(
        name="Myr Enforcer",
        cost="{7}",
        type_line="Artifact Creature — Myr",
        oracle="Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
        power=4,
        toughness=4,
        keywords=["affinity for artifacts"],
    ),
]
