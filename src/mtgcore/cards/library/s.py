"""Cards whose names begin with S."""

from mtgcore.cards.dsl import (Activated, Amount, ApplyEffect, Card, Change, ChangeTargets,
                               ChangeText, Condition, CostChange, Counter, CounterUnlessPay,
                               CreateTokens, DealDamage, Destroy, DrawCards, Emblem, EntersTapped,
                               EntersWithCounters, Equip, Exile, ExileFromGraveyardCost, GainLife,
                               GetEmblem, If, Loyalty, ManaAbility, Manifest, May, OnAttack,
                               OnCast, OnCombatDamageToPlayer, OnDies, OnEnter, OnLeave, OnState,
                               OnStep, OnTurnedFaceUp, Proliferate, Pump, PutCounters, Sacrifice,
                               Scry, Sel, Static, Tap, TapCreatureCost, Token, Triggered, Untap)
from mtgcore.cards.dsl import OnDealtDamage

CARDS = [
    Card(
        name="Sacred Cat",
        cost="{W}",
        type_line="Creature — Cat",
        oracle=("Lifelink\n"
                "Embalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy "
                "of it, except it's a white Zombie Cat with no mana cost. Embalm only as a "
                "sorcery.)"),
        power=1,
        toughness=1,
        keywords=["lifelink", "embalm {W}"],
    ),
    Card(
        name="Samut, Tyrant Smasher",
        cost="{2}{R/G}{R/G}",
        type_line="Legendary Planeswalker — Samut",
        oracle=("Creatures you control have haste.\n"
                "[−1]: Target creature gets +2/+1 and gains haste until end of turn. Scry 1."),
        loyalty=5,
        statics=[Static("Creatures you control have haste.", Change(add_keywords=["haste"]),
                        affects="creature you control")],
        abilities=[Loyalty("[−1]: Target creature gets +2/+1 and gains haste until end of turn. "
                           "Scry 1.", [Pump(2, 1, target="creature", keywords=["haste"]), Scry(1)])],
    ),
    Card(
        name="Sarkhan Vol",
        cost="{2}{R}{G}",
        type_line="Legendary Planeswalker — Sarkhan",
        oracle=("[+1]: Creatures you control get +1/+1 and gain haste until end of turn.\n"
                "[−2]: Gain control of target creature until end of turn. Untap that creature. "
                "It gains haste until end of turn.\n"
                "[−6]: Create five 4/4 red Dragon creature tokens with flying."),
        loyalty=4,
        abilities=[Loyalty("[+1]: Creatures you control get +1/+1 and gain haste until end of turn.",
                           [Pump(1, 1, each="creature you control", keywords=["haste"])]),
                   Loyalty("[−2]: Gain control of target creature until end of turn. Untap that "
                           "creature. It gains haste until end of turn.",
                           [ApplyEffect(Change(gain_control=True), target="creature"),  # layer 2
                            Untap(subject="target:0"),
                            Pump(0, 0, subject="target:0", keywords=["haste"])]),
                   Loyalty("[−6]: Create five 4/4 red Dragon creature tokens with flying.",
                           [CreateTokens(5, Token("Dragon", "R", 4, 4, ("flying",),
                                                  oracle="Flying"))])],
    ),
    Card(
        name="Satyr's Cunning",
        cost="{R}",
        type_line="Sorcery",
        oracle=('Create a 1/1 red Satyr creature token with "This token can\'t block."\n'
                "Escape—{2}{R}, Exile two other cards from your graveyard. (You may cast this "
                "card from your graveyard for its escape cost.)"),
        spell=[CreateTokens(1, Token("Satyr", "R", 1, 1, ("can't block",),
                                     oracle="This token can't block."))],
        escape="{2}{R}, Exile two other cards from your graveyard",
    ),
    Card(
        name="Savannah",
        type_line="Land — Forest Plains",
        oracle="({T}: Add {G} or {W}.)",
    ),
    Card(
        name="Savannah Lions",
        cost="{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=1,
    ),
    Card(
        name="Saw It Coming",
        cost="{1}{U}{U}",
        type_line="Instant",
        oracle=("Counter target spell.\n"
                "Foretell {1}{U} (During your turn, you may pay {2} and exile this card from "
                "your hand face down. Cast it on a later turn for its foretell cost.)"),
        spell=[Counter("spell")],
        foretell="{1}{U}",
    ),
    Card(
        name="Scroll Thief",
        cost="{2}{U}",
        type_line="Creature — Merfolk Rogue",
        oracle="Whenever this creature deals combat damage to a player, draw a card.",
        power=1,
        toughness=3,
        abilities=[Triggered("Whenever this creature deals combat damage to a player, draw a "
                             "card.", OnCombatDamageToPlayer(), [DrawCards(1)])],
    ),
    Card(
        name="Scrubland",
        type_line="Land — Plains Swamp",
        oracle="({T}: Add {W} or {B}.)",
    ),
    Card(
        name="Sea Serpent",
        cost="{5}{U}",
        type_line="Creature — Serpent",
        oracle=("This creature can't attack unless defending player controls an Island.\n"
                "When you control no Islands, sacrifice this creature."),
        power=5,
        toughness=5,
        keywords=["can't attack unless defending player controls an Island"],
        abilities=[Triggered("When you control no Islands, sacrifice this creature.", OnState(),
                             [Sacrifice(subject="self")],
                             condition=Condition("you control none",
                                                 of=Sel(subtype="Island", controller="you",
                                                        text="Island you control")))],
    ),
    Card(
        name="Seal of Cleansing",
        cost="{1}{W}",
        type_line="Enchantment",
        oracle="Sacrifice this enchantment: Destroy target artifact or enchantment.",
        abilities=[Activated("Sacrifice this enchantment: Destroy target artifact or enchantment.",
                             [Destroy(target="artifact or enchantment")], sacrifice_self=True)],
    ),
    Card(
        name="Seasoned Marshal",
        cost="{2}{W}{W}",
        type_line="Creature — Human Soldier",
        oracle="Whenever this creature attacks, you may tap target creature.",
        power=2,
        toughness=2,
        abilities=[Triggered("Whenever this creature attacks, you may tap target creature.",
                             OnAttack(), May(Tap(target="creature")))],
    ),
    Card(
        name="Segovian Leviathan",
        cost="{4}{U}",
        type_line="Creature — Leviathan",
        oracle=("Islandwalk (This creature can't be blocked as long as defending player controls "
                "an Island.)"),
        power=3,
        toughness=3,
        keywords=["islandwalk"],
    ),
    Card(
        name="Sengir Autocrat",
        cost="{3}{B}",
        type_line="Creature — Human",
        oracle=("When this creature enters, create three 0/1 black Serf creature tokens.\n"
                "When this creature leaves the battlefield, exile all Serf tokens."),
        power=2,
        toughness=2,
        abilities=[
            Triggered("When this creature enters, create three 0/1 black Serf creature tokens.",
                      OnEnter(), [CreateTokens(3, Token("Serf", "B", 0, 1))]),
            Triggered("When this creature leaves the battlefield, exile all Serf tokens.",
                      OnLeave(), [Exile(each=Sel(subtype="Serf", token=True, text="Serf token"))]),
        ],
    ),
    Card(
        name="Serra Angel",
        cost="{3}{W}{W}",
        type_line="Creature — Angel",
        oracle="Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
        power=4,
        toughness=4,
        keywords=["flying", "vigilance"],
    ),
    Card(
        name="Servant of the Scale",
        cost="{G}",
        type_line="Creature — Human Soldier",
        oracle=("This creature enters with a +1/+1 counter on it.\n"
                "When this creature dies, put X +1/+1 counters on target creature you "
                "control, where X is the number of +1/+1 counters on this creature."),
        power=0,
        toughness=0,
        abilities=[Triggered(
            "When this creature dies, put X +1/+1 counters on target creature you control, "
            "where X is the number of +1/+1 counters on this creature.", OnDies(),
            [PutCounters("+1/+1", Amount("counters on self"), target="creature you control")])],
        replacements=[EntersWithCounters("+1/+1", 1,
                                         "This creature enters with a +1/+1 counter on it.")],
    ),
    Card(
        name="Severed Legion",
        cost="{1}{B}{B}",
        type_line="Creature — Zombie",
        oracle="Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
        power=2,
        toughness=2,
        keywords=["fear"],
    ),
    Card(
        name="Shanodin Dryads",
        cost="{G}",
        type_line="Creature — Nymph Dryad",
        oracle=("Forestwalk (This creature can't be blocked as long as defending player controls "
                "a Forest.)"),
        power=1,
        toughness=1,
        keywords=["forestwalk"],
    ),
    Card(
        name="Shardless Agent",
        cost="{1}{G}{U}",
        type_line="Artifact Creature — Human Rogue",
        oracle=("Cascade (When you cast this spell, exile cards from the top of your library "
                "until you exile a nonland card that costs less. You may cast it without paying "
                "its mana cost. Put the exiled cards on the bottom in a random order.)"),
        power=2,
        toughness=2,
        keywords=["cascade"],
    ),
    Card(
        name="Shock",
        cost="{R}",
        type_line="Instant",
        oracle="Shock deals 2 damage to any target.",
        spell=[DealDamage(2, target="any")],
    ),
    Card(
        name="Short Sword",
        cost="{1}",
        type_line="Artifact — Equipment",
        oracle=("Equipped creature gets +1/+1.\n"
                "Equip {1} ({1}: Attach to target creature you control. Equip only as a "
                "sorcery.)"),
        statics=[Static("Equipped creature gets +1/+1.", Change(plus_power=1, plus_toughness=1), affects="attached")],
        abilities=[Equip("{1}")],
    ),
    Card(
        name="Shu Cavalry",
        cost="{2}{W}",
        type_line="Creature — Human Soldier",
        oracle="Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
        power=2,
        toughness=2,
        keywords=["horsemanship"],
    ),
    Card(
        name="Shu Elite Companions",
        cost="{4}{W}",
        type_line="Creature — Human Soldier",
        oracle="Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
        power=3,
        toughness=3,
        keywords=["horsemanship"],
    ),
    Card(
        name="Sickle Ripper",
        cost="{1}{B}",
        type_line="Creature — Elemental Warrior",
        oracle="Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        power=2,
        toughness=1,
        keywords=["wither"],
    ),
    Card(
        name="Sideswipe",
        cost="{1}{R}",
        type_line="Instant",
        oracle="You may change any targets of target Arcane spell.",
        spell=[ChangeTargets(Sel(zone="stack", subtype="Arcane", text="Arcane spell"),
                             how="change any targets")],
    ),
    Card(
        name="Siege Wurm",
        cost="{5}{G}{G}",
        type_line="Creature — Wurm",
        oracle=("Convoke (Your creatures can help cast this spell. Each creature you tap while "
                "casting this spell pays for {1} or one mana of that creature's color.)\nTrample"),
        power=5,
        toughness=5,
        keywords=["convoke", "trample"],
    ),
    Card(
        name="Silent Arbiter",
        cost="{4}",
        type_line="Artifact Creature — Construct",
        oracle=("No more than one creature can attack each combat.\n"
                "No more than one creature can block each combat."),
        power=1,
        toughness=5,
        keywords=["no more than one creature can attack each combat",
                  "no more than one creature can block each combat"],
    ),
    Card(
        name="Silver Knight",
        cost="{W}{W}",
        type_line="Creature — Human Knight",
        oracle="First strike, protection from red",
        power=2,
        toughness=2,
        keywords=["first strike", "protection from red"],
    ),
    Card(
        name="Silvercoat Lion",
        cost="{1}{W}",
        type_line="Creature — Cat",
        oracle="",
        power=2,
        toughness=2,
    ),
    Card(
        name="Skewer the Critics",
        cost="{2}{R}",
        type_line="Sorcery",
        oracle=("Spectacle {R} (You may cast this spell for its spectacle cost rather than its "
                "mana cost if an opponent lost life this turn.)\n"
                "Skewer the Critics deals 3 damage to any target."),
        spell=[DealDamage(3, target="any")],
        spectacle="{R}",
    ),
    Card(
        name="Skirk Marauder",
        cost="{1}{R}",
        type_line="Creature — Goblin",
        oracle=("Morph {2}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it "
                "face up any time for its morph cost.)\nWhen this creature is turned face up, it "
                "deals 2 damage to any target."),
        power=2,
        toughness=1,
        keywords=["morph {2}{R}"],  # 702.37a
        abilities=[Triggered("When this creature is turned face up, it deals 2 damage to any "
                             "target.", OnTurnedFaceUp(), [DealDamage(2, target="any")])],
    ),
    Card(
        name="Skyclave Cleric",
        cost="{1}{W}",
        type_line="Creature — Kor Cleric",
        oracle="When this creature enters, you gain 2 life.",
        power=1,
        toughness=3,
        abilities=[Triggered("When this creature enters, you gain 2 life.", OnEnter(),
                             [GainLife(2)])],
        layout="modal_dfc",  # CR 712.3
        back_face=Card(
            name="Skyclave Basilica",
            type_line="Land",
            oracle="This land enters tapped.\n{T}: Add {W}.",
            replacements=[EntersTapped("This land enters tapped.")],
            abilities=[ManaAbility("W")],
        ),
    ),
    Card(
        name="Skyhunter Patrol",
        cost="{2}{W}{W}",
        type_line="Creature — Cat Knight",
        oracle=("Flying, first strike (This creature can't be blocked except by "
                "creatures with flying or reach, and it deals combat damage before "
                "creatures without first strike.)"),
        power=2,
        toughness=3,
        keywords=["flying", "first strike"],
    ),
    Card(
        name="Sleight of Mind",
        cost="{U}",
        type_line="Instant",
        oracle=("Change the text of target spell or permanent by replacing all instances of one "
                "color word with another. (For example, you may change \"target black spell\" to "
                "\"target blue spell.\" This effect lasts indefinitely.)"),
        spell=[ChangeText("color", target="spell or permanent")],
    ),
    Card(
        name="Slitherhead",
        cost="{B/G}",
        type_line="Creature — Plant Zombie",
        oracle=("Scavenge {0} ({0}, Exile this card from your graveyard: Put a number of +1/+1 "
                "counters equal to this card's power on target creature. Scavenge only as a "
                "sorcery.)"),
        power=1,
        toughness=1,
        keywords=["scavenge {0}"],
    ),
    Card(
        name="Snow-Covered Forest",
        type_line="Basic Snow Land — Forest",  # CR 205.4g: a snow permanent
        oracle="({T}: Add {G}.)",
    ),
    Card(
        name="Snow-Covered Island",
        type_line="Basic Snow Land — Island",  # CR 205.4g: a snow permanent
        oracle="({T}: Add {U}.)",
    ),
    Card(
        name="Snow-Covered Mountain",
        type_line="Basic Snow Land — Mountain",  # CR 205.4g: a snow permanent
        oracle="({T}: Add {R}.)",
    ),
    Card(
        name="Snow-Covered Plains",
        type_line="Basic Snow Land — Plains",  # CR 205.4g: a snow permanent
        oracle="({T}: Add {W}.)",
    ),
    Card(
        name="Snow-Covered Swamp",
        type_line="Basic Snow Land — Swamp",  # CR 205.4g: a snow permanent
        oracle="({T}: Add {B}.)",
    ),
    Card(
        name="Sol Ring",
        cost="{1}",
        type_line="Artifact",
        oracle="{T}: Add {C}{C}.",
        abilities=[ManaAbility("CC", "{T}: Add {C}{C}.")],
    ),
    Card(
        name="Soltari Foot Soldier",
        cost="{W}",
        type_line="Creature — Soltari Soldier",
        oracle="Shadow (This creature can block or be blocked by only creatures with shadow.)",
        power=1,
        toughness=1,
        keywords=["shadow"],
    ),
    Card(
        name="Soltari Monk",
        cost="{W}{W}",
        type_line="Creature — Soltari Monk Cleric",
        oracle="Protection from black\nShadow (This creature can block or be blocked by only creatures with shadow.)",
        power=2,
        toughness=1,
        keywords=["protection from black", "shadow"],
    ),
    Card(
        name="Soltari Priest",
        cost="{W}{W}",
        type_line="Creature — Soltari Cleric",
        oracle="Protection from red\nShadow (This creature can block or be blocked by only creatures with shadow.)",
        power=2,
        toughness=1,
        keywords=["protection from red", "shadow"],
    ),
    Card(
        name="Soltari Trooper",
        cost="{1}{W}",
        type_line="Creature — Soltari Soldier",
        oracle="Shadow (This creature can block or be blocked by only creatures with shadow.)\nWhenever this creature attacks, it gets +1/+1 until end of turn.",
        power=1,
        toughness=1,
        keywords=["shadow"],
        abilities=[Triggered("Whenever this creature attacks, it gets +1/+1 until end of turn.",
                             OnAttack(), [Pump(1, 1, subject="self")])],
    ),
    Card(
        name="Sorin's Thirst",
        cost="{B}{B}",
        type_line="Instant",
        oracle="Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
        spell=[DealDamage(2, target="creature"), GainLife(2)],
    ),
    Card(
        name="Sorin, Solemn Visitor",
        cost="{2}{W}{B}",
        type_line="Legendary Planeswalker — Sorin",
        oracle=("[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink.\n"
                "[−2]: Create a 2/2 black Vampire creature token with flying.\n"
                '[−6]: You get an emblem with "At the beginning of each opponent\'s upkeep, that '
                'player sacrifices a creature of their choice."'),
        loyalty=4,
        abilities=[Loyalty("[+1]: Until your next turn, creatures you control get +1/+0 and gain "
                           "lifelink.",
                           [ApplyEffect(Change(plus_power=1, add_keywords=("lifelink",)),
                                        each="creature you control", duration="until your next turn")]),
                   Loyalty("[−2]: Create a 2/2 black Vampire creature token with flying.",
                           [CreateTokens(1, Token("Vampire", "B", 2, 2, ("flying",), oracle="Flying"))]),
                   Loyalty('[−6]: You get an emblem with "At the beginning of each opponent\'s '
                           'upkeep, that player sacrifices a creature of their choice."',
                           [GetEmblem(Emblem("Sorin, Solemn Visitor",
                                             "At the beginning of each opponent's upkeep, that player "
                                             "sacrifices a creature of their choice.",
                                             (Triggered("At the beginning of each opponent's upkeep, "
                                                        "that player sacrifices a creature of "
                                                        "their choice.",
                                                        OnStep("upkeep", player="opponent"),
                                                        [Sacrifice("creature", subject="event player")]),)))])],
    ),
    Card(
        name="Soul Snuffers",
        cost="{2}{B}{B}",
        type_line="Creature — Elemental Shaman",
        oracle="When this creature enters, put a -1/-1 counter on each creature.",
        power=3,
        toughness=3,
        abilities=[Triggered("When this creature enters, put a -1/-1 counter on each creature.",
                             OnEnter(), [PutCounters("-1/-1", 1, each="creature")])],
    ),
    Card(
        name="Soul Summons",
        cost="{1}{W}",
        type_line="Sorcery",
        oracle=("Manifest the top card of your library. (Put it onto the battlefield face down as "
                "a 2/2 creature. Turn it face up any time for its mana cost if it's a creature "
                "card.)"),
        spell=[Manifest(1)],
    ),
    Card(
        name="Soul Warden",
        cost="{W}",
        type_line="Creature — Human Cleric",
        oracle="Whenever another creature enters, you gain 1 life.",
        power=1,
        toughness=1,
        abilities=[Triggered("Whenever another creature enters, you gain 1 life.",
                             OnEnter("another creature"), [GainLife(1)])],
    ),
    Card(
        name="Sower of Temptation",
        cost="{2}{U}{U}",
        type_line="Creature — Faerie Wizard",
        oracle=("Flying\nWhen this creature enters, gain control of target creature for as long "
                "as this creature remains on the battlefield."),
        power=2,
        toughness=2,
        keywords=["flying"],
        abilities=[Triggered("When this creature enters, gain control of target creature for as "
                             "long as this creature remains on the battlefield.", OnEnter(),
                             [ApplyEffect(Change(gain_control=True), target="creature",
                                          duration="while source on battlefield")])],
    ),
    Card(
        name="Spectral Procession",
        cost="{2/W}{2/W}{2/W}",
        type_line="Sorcery",
        oracle="Create three 1/1 white Spirit creature tokens with flying.",
        spell=[CreateTokens(3, Token("Spirit", "W", 1, 1, ("flying",), oracle="Flying"))],
    ),
    Card(
        name="Spell Pierce",
        cost="{U}",
        type_line="Instant",
        oracle="Counter target noncreature spell unless its controller pays {2}.",
        spell=[CounterUnlessPay(2, target="noncreature spell")],
    ),
    Card(
        name="Spellskite",
        cost="{2}",
        type_line="Artifact Creature — Phyrexian Horror",
        oracle=("{U/P}: Change a target of target spell or ability to this creature. ({U/P} can be "
                "paid with either {U} or 2 life.)"),
        power=0,
        toughness=4,
        abilities=[Activated("{U/P}: Change a target of target spell or ability to this creature.",
                             [ChangeTargets("spell or ability", how="change a target", to="self")],
                             cost="{U/P}")],
    ),
    Card(
        name="Sphere of Resistance",
        cost="{2}",
        type_line="Artifact",
        oracle="Spells cost {1} more to cast.",
        cost_changes=[CostChange("Spells cost {1} more to cast.", more=1)],
    ),
    Card(
        name="Sphinx's Revelation",
        cost="{X}{W}{U}{U}",
        type_line="Instant",
        oracle="You gain X life and draw X cards.",
        spell=[GainLife(Amount("x")), DrawCards(Amount("x"))],
    ),
    Card(
        name="Sporeweb Weaver",
        cost="{2}{G}",
        type_line="Creature — Spider",
        oracle=("Reach, hexproof from blue\nWhenever this creature is dealt damage, you gain 1 life "
                "and create a 1/1 green Saproling creature token."),
        power=1,
        toughness=4,
        keywords=["reach", "hexproof from blue"],
        abilities=[Triggered("Whenever this creature is dealt damage, you gain 1 life and create a "
                             "1/1 green Saproling creature token.", OnDealtDamage(),
                             [GainLife(1), CreateTokens(1, Token("Saproling", "G", 1, 1))])],
    ),
    Card(
        name="Springleaf Drum",
        cost="{1}",
        type_line="Artifact",
        oracle="{T}, Tap an untapped creature you control: Add one mana of any color.",
        # CR 118.3, 302.6: the payer chooses the creature (a summoning-sick one will do).
        abilities=[ManaAbility("any", "{T}, Tap an untapped creature you control: Add one mana "
                               "of any color.", tap_creatures=1)],
    ),
    Card(
        name="Stalking Tiger",
        cost="{3}{G}",
        type_line="Creature — Cat",
        oracle="This creature can't be blocked by more than one creature.",
        power=3,
        toughness=3,
        keywords=["can't be blocked by more than one creature"],
    ),
    Card(
        name="Standstill",
        cost="{1}{U}",
        type_line="Enchantment",
        oracle=("When a player casts a spell, sacrifice this enchantment. If you do, each of that "
                "player's opponents draws three cards."),
        # CR 118.12: the sacrifice is a cost paid on resolution; "if you do" asks
        # whether it was paid (this enchantment was still there to sacrifice).
        abilities=[Triggered("When a player casts a spell, sacrifice this enchantment. If you do, "
                             "each of that player's opponents draws three cards.",
                             OnCast(player="any"),
                             [Sacrifice(subject="self"),
                              If(Condition("did"), DrawCards(3, subject="event player's opponents"))])],
    ),
    Card(
        name="Steadfast Guard",
        cost="{W}{W}",
        type_line="Creature — Human Rebel",
        oracle="Vigilance (Attacking doesn't cause this creature to tap.)",
        power=2,
        toughness=2,
        keywords=["vigilance"],
    ),
    Card(
        name="Steady Progress",
        cost="{2}{U}",
        type_line="Instant",
        oracle=("Proliferate. (Choose any number of permanents and/or players, then give each "
                "another counter of each kind already there.)\n"
                "Draw a card."),
        spell=[Proliferate(), DrawCards(1)],
    ),
    Card(
        name="Steppe Lynx",
        cost="{W}",
        type_line="Creature — Cat",
        oracle=("Landfall — Whenever a land you control enters, this creature gets +2/+2 until "
                "end of turn."),
        power=0,
        toughness=1,
        abilities=[Triggered("Landfall — Whenever a land you control enters, this creature gets "
                             "+2/+2 until end of turn.",
                             OnEnter(Sel(types=("land",), controller="you",
                                         text="land you control")),
                             [Pump(2, 2, subject="self")])],
    ),
    Card(
        name="Stifle",
        cost="{U}",
        type_line="Instant",
        oracle="Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
        spell=[Counter("activated or triggered ability")],
    ),
    Card(
        name="Stitched Drake",
        cost="{1}{U}{U}",
        type_line="Creature — Zombie Drake",
        oracle=("As an additional cost to cast this spell, exile a creature card from your "
                "graveyard.\nFlying"),
        power=3,
        toughness=4,
        keywords=["flying"],
        additional_cost=ExileFromGraveyardCost("creature card"),
    ),
    Card(
        name="Stoke the Flames",
        cost="{2}{R}{R}",
        type_line="Instant",
        oracle=("Convoke (Your creatures can help cast this spell. Each creature you tap while "
                "casting this spell pays for {1} or one mana of that creature's color.)\n"
                "Stoke the Flames deals 4 damage to any target."),
        keywords=["convoke"],
        spell=[DealDamage(4, target="any")],
    ),
    Card(
        name="Stone Rain",
        cost="{2}{R}",
        type_line="Sorcery",
        oracle="Destroy target land.",
        spell=[Destroy(target="land")],
    ),
    Card(
        name="Storm Crow",
        cost="{1}{U}",
        type_line="Creature — Bird",
        oracle=("Flying (This creature can't be blocked except by creatures with flying "
                "or reach.)"),
        power=1,
        toughness=2,
        keywords=["flying"],
    ),
    Card(
        name="Strangleroot Geist",
        cost="{G}{G}",
        type_line="Creature — Spirit",
        oracle=("Haste\nUndying (When this creature dies, if it had no +1/+1 counters on "
                "it, return it to the battlefield under its owner's control with a +1/+1 "
                "counter on it.)"),
        power=2,
        toughness=1,
        keywords=["haste", "undying"],
    ),
    Card(
        name="Stream of Life",
        cost="{X}{G}",
        type_line="Sorcery",
        oracle="Target player gains X life.",
        spell=[GainLife(Amount("x"), target="player")],
    ),
    Card(
        name="Sudden Shock",
        cost="{1}{R}",
        type_line="Instant",
        oracle=("Split second (As long as this spell is on the stack, players can't cast spells "
                "or activate abilities that aren't mana abilities.)\n"
                "Sudden Shock deals 2 damage to any target."),
        keywords=["split second"],
        spell=[DealDamage(2, target="any")],
    ),
    Card(
        name="Suntail Hawk",
        cost="{W}",
        type_line="Creature — Bird",
        oracle="Flying",
        power=1,
        toughness=1,
        keywords=["flying"],
    ),
    Card(
        name="Supreme Verdict",
        cost="{1}{W}{W}{U}",
        type_line="Sorcery",
        oracle="This spell can't be countered.\nDestroy all creatures.",
        cant_be_countered=True,
        spell=[Destroy(each="creature")],
    ),
    Card(
        name="Sure Strike",
        cost="{1}{R}",
        type_line="Instant",
        oracle=("Target creature gets +3/+0 and gains first strike until end of turn. (It deals "
                "combat damage before creatures without first strike.)"),
        spell=[Pump(3, 0, target="creature", keywords=["first strike"])],
    ),
    # CR 305.6: the basic land type grants "{T}: Add {B}." (added by the DSL).
    Card(
        name="Swallow Whole",
        cost="{W}",
        type_line="Sorcery",
        oracle=("As an additional cost to cast this spell, tap an untapped creature you control.\n"
                "Exile target tapped creature. Put a +1/+1 counter on the creature tapped to pay "
                "this spell's additional cost."),
        # CR 118.3, 601.2b: the creature is chosen while casting, tapped with the mana.
        additional_cost=TapCreatureCost(),
        spell=[Exile(target="tapped creature"), PutCounters("+1/+1", 1, subject="cost object")],
    ),
    Card(
        name="Swamp",
        type_line="Basic Land — Swamp",
        oracle="({T}: Add {B}.)",
    ),
    Card(
        name="Swords to Plowshares",
        cost="{W}",
        type_line="Instant",
        oracle="Exile target creature. Its controller gains life equal to its power.",
        spell=[Exile(target="creature"),
               GainLife(Amount("power of target"), subject="target controller:0")],
    ),
    Card(
        name="Sylvan Caryatid",
        cost="{1}{G}",
        type_line="Creature — Plant",
        oracle="Defender, hexproof\n{T}: Add one mana of any color.",
        power=0,
        toughness=3,
        keywords=["defender", "hexproof"],
        abilities=[ManaAbility("any", "{T}: Add one mana of any color.")],
    ),
    Card(
        name="Syndic of Tithes",
        cost="{1}{W}",
        type_line="Creature — Human Cleric",
        oracle=("Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
                "opponent loses 1 life and you gain that much life.)"),
        power=2,
        toughness=2,
        keywords=["extort"],
    ),
]
