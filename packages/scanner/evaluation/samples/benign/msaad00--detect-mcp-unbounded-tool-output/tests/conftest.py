from tests._pytest_isolation import isolate_skill_src

isolate_skill_src(__file__)
