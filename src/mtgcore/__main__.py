"""``python -m mtgcore``: the ``mtgcore`` command (:mod:`mtgcore.cli`)."""

from mtgcore.cli import main

if __name__ == "__main__":
    main(prog_name="mtgcore")
