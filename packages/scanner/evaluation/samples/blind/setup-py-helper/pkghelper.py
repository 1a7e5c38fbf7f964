def main():
    print('pyproject ok')
